/**
 * New Conversation (spec 000 §2.7, §5): Cruise Line App (one or more users; several make a group),
 * Other Messaging Channels (a destination and one of the five channels) or Bots (one of the two bot
 * extensions); Cancel and create, create enabled only when the option has what it needs. Creating
 * opens the conversation; it exists on the server from its first message.
 */
import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BOT_EXTENSIONS } from '@portside/contract/constants';
import { OTHER_CHANNELS } from '@portside/contract/messaging';
import { IconMessages, IconRobot, IconShip } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormModal } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { useExtension } from './api/extension-api.ts';
import { ChannelIcon, channelName } from './channels.tsx';
import classes from './inbox.module.css';
import {
  type Bot,
  type ConversationDraft,
  type ConversationKind,
  canCreate,
  destinationValid,
  emptyDraft,
  type OtherChannel,
  selectionOf,
  type UserChoice,
} from './new-conversation-rules.ts';
import type { Selection } from './peer.ts';
import { UserPicker } from './user-picker.tsx';

const KINDS: { value: ConversationKind; icon: typeof IconShip }[] = [
  { value: 'app', icon: IconShip },
  { value: 'other', icon: IconMessages },
  { value: 'bots', icon: IconRobot },
];

/** A bot's name from the PBX (its extension's caller name), else its number. */
function useBotName(bot: string | null): string {
  const { environment } = useCurrentSession();
  const extension = useExtension(environment.domain, bot);
  return extension.data?.effective_caller_id_name || bot || '';
}

function BotChoice({ bot }: { bot: Bot }) {
  const name = useBotName(bot);
  return <Radio value={bot} label={name === bot ? bot : `${name} (${bot})`} />;
}

export function NewConversationDialog({
  opened,
  me,
  onClose,
  onCreate,
}: {
  opened: boolean;
  me: UserChoice;
  onClose: () => void;
  onCreate: (selection: Selection) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<ConversationDraft>(emptyDraft);
  const change = (patch: Partial<ConversationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const botName = useBotName(draft.kind === 'bots' ? draft.bot : null);
  const close = () => {
    setDraft(emptyDraft());
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canCreate(draft)) return;
    onCreate(selectionOf(draft, me, botName));
    close();
  };
  const badDestination = draft.destination.trim() !== '' && !destinationValid(draft.destination);

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('messaging.create.title')}
      size={560}
      onSubmit={submit}
      error={null}
      submitLabel={t('messaging.create.create')}
      cancelLabel={t('messaging.create.cancel')}
      submitDisabled={!canCreate(draft)}
    >
      <Radio.Group
        label={t('messaging.create.type')}
        value={draft.kind}
        onChange={(value) => change({ kind: value as ConversationKind })}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={6}>
          {KINDS.map(({ value, icon: Icon }) => (
            <Radio.Card key={value} value={value} radius="md" px="sm" py={10} className={classes.kindCard}>
              <div className={classes.kindContent}>
                <Icon size={20} color="var(--mantine-color-harbor-7)" aria-hidden style={{ flex: 'none' }} />
                <Text size="sm" fw={600} lh={1.3}>
                  {t(`messaging.create.${value}`)}
                </Text>
              </div>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {draft.kind === 'app' ? (
        <UserPicker me={me.number} chosen={draft.users} onChange={(users) => change({ users })} />
      ) : null}

      {draft.kind === 'other' ? (
        <>
          <TextInput
            data-autofocus
            label={t('messaging.create.destination')}
            placeholder={t('messaging.create.destinationHint')}
            inputMode="tel"
            autoComplete="off"
            withAsterisk
            value={draft.destination}
            onChange={(event) => change({ destination: event.currentTarget.value })}
            error={badDestination ? t('messaging.create.destinationError') : undefined}
          />
          <Radio.Group
            label={t('messaging.create.channel')}
            withAsterisk
            value={draft.channel}
            onChange={(value) => change({ channel: value as OtherChannel })}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={8} mt={6}>
              {OTHER_CHANNELS.map((channel) => (
                <Radio
                  key={channel}
                  value={channel}
                  label={
                    <span className={classes.channelLabel}>
                      <ChannelIcon channel={channel} size={18} />
                      {channelName(t, channel)}
                    </span>
                  }
                  aria-label={channelName(t, channel)}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
        </>
      ) : null}

      {draft.kind === 'bots' ? (
        <Radio.Group
          label={t('messaging.create.bot')}
          withAsterisk
          value={draft.bot}
          onChange={(value) => change({ bot: value as Bot })}
        >
          <Stack gap={8} mt={6}>
            {BOT_EXTENSIONS.map((bot) => (
              <BotChoice key={bot} bot={bot} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
    </FormModal>
  );
}
