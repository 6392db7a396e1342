/**
 * The Directory tab (spec 000 §2.7): the PBX Directory's contacts with their channel phones, through the
 * Directory screen's list call (withExtraInfo, search, Load More). Each number opens a conversation with
 * that contact on that channel.
 */
import {
  Avatar,
  Badge,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import type { Contact, ContactList, ContactPhone } from '@portside/contract/directory';
import { IconAddressBook } from '@tabler/icons-react';
import { useT } from '../../kit/i18n/index.ts';
import { SearchBox, useListController } from '../../kit/list/index.ts';
import { ListFooter } from '../../kit/list/list-footer.tsx';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { LoadFailed } from '../../kit/ui/load-failed.tsx';
import { contactsPath, directoryKey } from '../directory/api/directory-api.ts';
import { ChannelIcon, channelName, channelOf } from './channels.tsx';
import { ListTop } from './conversation-list.tsx';
import classes from './inbox.module.css';
import { initials, type Selection } from './peer.ts';

const PARAMS = { withExtraInfo: 'true', orderby: 'insert_date', order: 'DESC' };
const page = (answer: ContactList) => ({
  rows: answer.data,
  total: answer.total,
  totalKind: answer.total_kind,
});

function ContactRow({ contact, onOpen }: { contact: Contact; onOpen: (selection: Selection) => void }) {
  const t = useT();
  const phones = contact.phones ?? [];
  const open = (p: ContactPhone) =>
    onOpen({ peer: p.phone_number, channel: channelOf(p.phone_label), names: [contact.contact_name_given] });
  return (
    <div className={classes.contact}>
      <Avatar size={36} radius="xl" color="harbor" variant="light" aria-hidden>
        {initials(contact.contact_name_given)}
      </Avatar>
      <div className={classes.rowBody}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate="end">
            {contact.contact_name_given}
          </Text>
          <Badge size="xs" variant="light" color={contact.contact_type === 'user' ? 'blue' : 'grape'}>
            {t(`directory.types.${contact.contact_type}`)}
          </Badge>
        </Group>
        {phones.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('messaging.noPhones')}
          </Text>
        ) : (
          <Group gap={6} mt={4}>
            {phones.map((p) => (
              <Button
                key={p.contact_phone_uuid}
                size="compact-xs"
                variant="default"
                radius="xl"
                leftSection={<ChannelIcon channel={p.phone_label} size={16} variant="transparent" />}
                aria-label={t('messaging.messageOn', {
                  name: contact.contact_name_given,
                  channel: channelName(t, p.phone_label),
                  number: p.phone_number,
                })}
                onClick={() => open(p)}
              >
                {p.phone_number}
              </Button>
            ))}
          </Group>
        )}
      </div>
    </div>
  );
}

export function DirectoryList({ onOpen }: { onOpen: (selection: Selection) => void }) {
  const t = useT();
  const { environment } = useCurrentSession();
  const list = useListController({
    queryKey: directoryKey(environment.domain),
    path: contactsPath(environment.domain),
    page,
    params: PARAMS,
  });
  return (
    <>
      <ListTop
        search={
          <SearchBox
            value={list.searchInput}
            onChange={list.setSearchInput}
            placeholder={t('messaging.searchDirectory')}
          />
        }
        count={list.total}
      />
      <ScrollArea className={classes.scroll} type="auto">
        {list.failed ? (
          <Stack p="md">
            <LoadFailed onRetry={list.retry} />
          </Stack>
        ) : list.loading ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t('list.loading')} />
          </Center>
        ) : list.rows.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconAddressBook size={28} stroke={1.5} />}
            withIndicatorBackground
            title={t('list.noRecords')}
            size="sm"
          />
        ) : (
          <nav aria-label={t('messaging.contacts')} className={classes.rows}>
            {list.rows.map((c) => (
              <ContactRow key={c.contact_uuid} contact={c} onOpen={onOpen} />
            ))}
          </nav>
        )}
        <div className={classes.footer}>
          <ListFooter
            shown={list.rows.length}
            total={list.total}
            kind={list.totalKind}
            more={{ hasMore: list.hasMore, loading: list.loadingMore, onLoadMore: list.loadMore }}
          />
        </div>
      </ScrollArea>
    </>
  );
}
