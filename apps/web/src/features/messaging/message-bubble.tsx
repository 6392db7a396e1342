/**
 * One message of a conversation: incoming on the left, outgoing on the right; the sender's name over
 * an incoming message of a group and over every system message ('System Message' for sender '1'); the
 * text as text (never HTML), the local time, and for an outgoing message its mark: a clock while it
 * waits in the send queue, one tick sent (0), two delivered (3), two blue read (5), red with the reason
 * when it failed (the server refused it, or its outside channel could not carry it);
 * and its language rating once the server's score (a type 14 receipt) came.
 */
import { Anchor, Box, Group, Text, Tooltip } from '@mantine/core';
import { fromWireDate, MESSAGE_STATUS } from '@portside/contract/messaging';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { ReactNode } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import type { ShownMessage } from './data/conversation.ts';
import { FailedActions } from './failed-actions.tsx';
import classes from './inbox.module.css';
import { RatingBadge } from './language-rating.tsx';
import { isSystem } from './peer.ts';

dayjs.extend(localizedFormat);

export const isOutgoing = (m: ShownMessage, me: string | null) => m.sender === me || m.type === 1;

function MarkIcon({ label, color, children }: { label: string; color?: string; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <Box component="span" role="img" aria-label={label} c={color} className={classes.mark}>
        {children}
      </Box>
    </Tooltip>
  );
}

export function StatusMark({ message }: { message: ShownMessage }) {
  const t = useT();
  const reason = message.failed ?? message.undelivered;
  if (reason !== undefined) {
    return (
      <MarkIcon label={t('messaging.marks.failed', { reason })} color="red.7">
        <IconAlertCircle size={14} />
      </MarkIcon>
    );
  }
  if (message.pending) {
    return (
      <MarkIcon label={t('messaging.marks.pending')}>
        <IconClock size={14} />
      </MarkIcon>
    );
  }
  if (message.status >= MESSAGE_STATUS.read) {
    return (
      <MarkIcon label={t('messaging.marks.read')} color="blue.6">
        <IconChecks size={15} />
      </MarkIcon>
    );
  }
  if (message.status >= MESSAGE_STATUS.delivered) {
    return (
      <MarkIcon label={t('messaging.marks.delivered')}>
        <IconChecks size={15} />
      </MarkIcon>
    );
  }
  return (
    <MarkIcon label={t('messaging.marks.sent')}>
      <IconCheck size={15} />
    </MarkIcon>
  );
}

/** Only web addresses become links; anything else (javascript:, data:) stays text. */
const safeLink = (media: string | null) => (media && /^https?:\/\//i.test(media) ? media : null);

export function MessageBubble({
  message,
  outgoing,
  sender,
  onEdit,
}: {
  message: ShownMessage;
  outgoing: boolean;
  /** The name over the bubble, or null for none. */
  sender: string | null;
  /** A failed message's text goes back to the composer (a role that may send); none: no actions. */
  onEdit?: (text: string) => void;
}) {
  const t = useT();
  const at = dayjs(fromWireDate(message.date));
  const system = isSystem(message.sender);
  const link = safeLink(message.media);
  return (
    <div className={classes.bubbleRow} data-side={outgoing ? 'out' : 'in'}>
      <div
        className={classes.bubble}
        data-side={outgoing ? 'out' : 'in'}
        data-system={system || undefined}
        data-failed={(message.failed ?? message.undelivered) !== undefined || undefined}
        data-testid="message"
      >
        {sender ? (
          <Text size="xs" fw={700} c={system ? 'gray.7' : 'harbor.8'} mb={2}>
            {sender}
          </Text>
        ) : null}
        {message.message ? <div className={classes.text}>{message.message}</div> : null}
        {link ? (
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
            {message.mediatype || link}
          </Anchor>
        ) : null}
        <Group gap={4} justify="flex-end" wrap="nowrap" className={classes.meta}>
          <Text
            component="time"
            size="xs"
            c="dimmed"
            dateTime={at.isValid() ? at.toISOString() : undefined}
            title={at.isValid() ? at.format('lll') : undefined}
          >
            {at.isValid() ? at.format('LT') : ''}
          </Text>
          {outgoing && message.score !== undefined ? <RatingBadge score={message.score} size="xs" /> : null}
          {outgoing ? <StatusMark message={message} /> : null}
        </Group>
        {(message.failed ?? message.undelivered) !== undefined ? (
          <Text size="xs" c="red" mt={2}>
            {t('messaging.marks.failed', { reason: message.failed ?? message.undelivered ?? '' })}
          </Text>
        ) : null}
        {message.failed !== undefined && onEdit ? (
          <FailedActions messageid={message.messageid} onEdit={onEdit} />
        ) : null}
      </div>
    </div>
  );
}
