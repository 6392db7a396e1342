/**
 * The receivers of a report (spec 002 §5): a list of e-mail entries. Typing an address and pressing Add
 * (or Enter) adds it only when it is not empty and passes the e-mail check; one already listed is ignored.
 * Each entry has a remove button.
 */
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { isReceiverEmail } from '@portside/contract/callingcards/report-schedules';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import { addReceiver } from './report-schedule-rules.ts';

export function ReceiversField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | null;
}) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const add = () => {
    const email = draft.trim();
    if (email === '') return;
    if (!isReceiverEmail(email)) {
      setInvalid(true);
      return;
    }
    onChange(addReceiver(value, email));
    setDraft('');
    setInvalid(false);
  };
  return (
    <Input.Wrapper label={t('reportSchedules.receivers')} withAsterisk error={error}>
      <Stack gap={6} mt={4}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reportSchedules.noReceivers')}
          </Text>
        ) : (
          <ul
            aria-label={t('reportSchedules.receivers')}
            style={{ margin: 0, padding: 0, listStyle: 'none' }}
          >
            {value.map((email) => {
              const label = t('reportSchedules.removeReceiver', { email });
              return (
                <li key={email}>
                  <Group gap={4} wrap="nowrap" justify="space-between">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {email}
                    </Text>
                    <Tooltip label={label}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={label}
                        onClick={() => onChange(value.filter((x) => x !== email))}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </li>
              );
            })}
          </ul>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={t('reportSchedules.newReceiver')}
            placeholder={t('reportSchedules.newReceiver')}
            type="email"
            value={draft}
            error={invalid ? t('reportSchedules.errors.email') : undefined}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setInvalid(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            style={{ flex: 1 }}
            miw={0}
          />
          <Button variant="default" onClick={add}>
            {t('reportSchedules.addReceiver')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
