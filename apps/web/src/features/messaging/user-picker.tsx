/**
 * The Cruise Line App users of New Conversation: a lookup of the directory and the app extensions from
 * 3 characters, by name or extension, never offering the account in use or a user already chosen; the
 * chosen users as removable pills (spec 000 §5).
 */
import { Group, Loader, Paper, Pill, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { useUserSearch } from './api/search-users.ts';
import classes from './inbox.module.css';
import { matchUsers, USER_SEARCH_MIN, type UserChoice } from './new-conversation-rules.ts';

const SHOWN = 8;

export function UserPicker({
  me,
  chosen,
  onChange,
}: {
  me: string;
  chosen: UserChoice[];
  onChange: (users: UserChoice[]) => void;
}) {
  const t = useT();
  const { environment } = useCurrentSession();
  const [term, setTerm] = useState('');
  const search = useUserSearch(environment.domain, term);
  const long = term.trim().length >= USER_SEARCH_MIN;
  const offered = matchUsers(search.data ?? [], term, [me, ...chosen.map((u) => u.number)]).slice(0, SHOWN);
  const add = (user: UserChoice) => {
    onChange([...chosen, user]);
    setTerm('');
  };
  return (
    <Stack gap="xs">
      <TextInput
        data-autofocus
        label={t('messaging.create.addUsers')}
        placeholder={t('messaging.create.searchUsers')}
        leftSection={<IconSearch size={16} />}
        rightSection={search.isFetching && long ? <Loader size={14} /> : null}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        description={term.trim() !== '' && !long ? t('messaging.create.searchHint') : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="off"
      />
      {long && !search.isPending ? (
        <Paper withBorder radius="md" p={4} role="listbox" aria-label={t('messaging.create.searchUsers')}>
          {offered.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {search.isFetching ? t('messaging.create.searching') : t('messaging.create.noMatch')}
            </Text>
          ) : (
            offered.map((user) => (
              <UnstyledButton
                key={user.number}
                role="option"
                aria-selected={false}
                className={classes.option}
                onClick={() => add(user)}
              >
                <Text size="sm" fw={500} truncate="end">
                  {user.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {user.number}
                </Text>
              </UnstyledButton>
            ))
          )}
        </Paper>
      ) : null}
      {chosen.length > 0 ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={500}>
            {t('messaging.create.chosen')}
            {chosen.length > 1 ? ` · ${t('messaging.create.groupNote')}` : ''}
          </Text>
          <Group gap={6} aria-label={t('messaging.create.chosen')} role="group">
            {chosen.map((user) => (
              <Pill
                key={user.number}
                size="md"
                withRemoveButton
                // Mantine hides a pill's remove button from the keyboard (PillsInput removes with Backspace);
                // here it is the only way to remove, so it is a real button.
                removeButtonProps={{
                  'aria-hidden': false,
                  tabIndex: 0,
                  'aria-label': t('messaging.create.remove', { name: user.name }),
                }}
                onRemove={() => onChange(chosen.filter((u) => u.number !== user.number))}
              >
                {user.name} · {user.number}
              </Pill>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
