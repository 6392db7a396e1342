/**
 * Rejected Call Records (issue 13 item 3): the records the switch posted that could not be taken (not
 * JSON, a variable missing, an unknown PIN…), newest first, each with its reason and the field at fault;
 * a row opens the body as received. For administrators (those who connect the switch with its tokens).
 * Nothing here changes them: they are kept for an administrator to see and fix at the switch.
 */
import { Code, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { CdrDeadLetter, CdrDeadLetterList } from '@portside/contract/callingcards/switch';
import { useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import { type ListColumn, ListScreen, useListController } from '../../../kit/list/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';

export const DEAD_LETTERS_PATH = '/v3/callingcard/cdr/deadletters';

const page = (answer: CdrDeadLetterList) => ({ rows: answer.data, total: answer.total });

export function CdrDeadLettersScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const [open, setOpen] = useState<CdrDeadLetter | null>(null);
  const list = useListController({ queryKey: ['cdr-dead-letters', domain], path: DEAD_LETTERS_PATH, page });
  const columns: ListColumn<CdrDeadLetter>[] = [
    { id: 'received_at', title: t('deadLetters.columns.receivedAt'), date: true },
    {
      id: 'callid',
      title: t('deadLetters.columns.callid'),
      overflow: 'anywhere',
      render: (row) => row.callid ?? '—',
    },
    { id: 'field', title: t('deadLetters.columns.field'), render: (row) => row.field ?? '—' },
    { id: 'reason', title: t('deadLetters.columns.reason'), overflow: 'wrap' },
    { id: 'source', title: t('deadLetters.columns.source'), defaultVisible: false },
    { id: 'content_type', title: t('deadLetters.columns.contentType'), defaultVisible: false },
  ];
  return (
    <>
      <ListScreen
        title={t('deadLetters.title')}
        screen="cdrdeadletters"
        list={list}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('deadLetters.search')}
        exportable={false}
        onRowClick={setOpen}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('deadLetters.body', { id: open?.id ?? '' })}
        size={600}
        centered
      >
        {open && (
          <Stack gap="xs">
            <Text size="sm">{open.reason}</Text>
            <ScrollArea.Autosize mah={360}>
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {open.body === '' ? t('deadLetters.empty') : open.body}
              </Code>
            </ScrollArea.Autosize>
          </Stack>
        )}
      </Modal>
    </>
  );
}
