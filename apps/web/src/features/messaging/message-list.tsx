/**
 * The open conversation's messages, oldest at the top and newest at the bottom, grouped by local day,
 * with 'Load older messages' at the top (pages of 50) and the 'Processing' row while bot 9998214 works
 * (spec 000 §4). It follows new messages down when the reader is at the bottom, and keeps the place
 * when older ones are put above.
 */
import { Button, Center, Divider, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { fromWireDate } from '@portside/contract/messaging';
import { IconMessageCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { formatWeekdayDate } from '../../kit/format.ts';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { useConversation } from './data/conversation.ts';
import classes from './inbox.module.css';
import { isOutgoing, MessageBubble } from './message-bubble.tsx';
import { conversationTitle, isGroup, isSystem, type Selection, senderName } from './peer.ts';

dayjs.extend(localizedFormat);

/** The day a message belongs to, as the divider above that day says it. */
function dayLabel(t: TFunction, day: dayjs.Dayjs, now = dayjs()): string {
  if (day.isSame(now, 'day')) return t('messaging.list.today');
  if (day.isSame(now.subtract(1, 'day'), 'day')) return t('messaging.list.yesterday');
  return day.isSame(now, 'year') ? formatWeekdayDate(day.toDate()) : day.format('ll');
}

const NEAR_BOTTOM_PX = 120;

export function MessageList({
  selection,
  me,
  onEdit,
}: {
  selection: Selection;
  me: string;
  /** A failed message's text back to the composer; none for a role that may not send. */
  onEdit?: (text: string) => void;
}) {
  const t = useT();
  const { messages, isLoading, hasOlder, loadOlder, processing } = useConversation(selection.peer);
  const viewport = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const first = messages[0]?.messageid;
  const last = messages.at(-1);

  // Older messages went in above: keep the one that was at the top where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first message changes
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el || heightBeforeOlder.current === null) return;
    el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [first]);

  // A new message at the bottom (or Processing): follow it if the reader was there, or if it is ours.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last message or Processing changes
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    if (nearBottom.current || (last && isOutgoing(last, me))) el.scrollTop = el.scrollHeight;
  }, [last?.messageid, processing, isLoading]);

  // The panel got shorter (the composer grew, a banner came): a reader at the bottom stays there.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const older = () => {
    heightBeforeOlder.current = viewport.current?.scrollHeight ?? null;
    loadOlder();
  };

  const group = isGroup(selection.peer);
  const title = conversationTitle(t, selection.peer, selection.names, me);
  let previousDay = '';

  return (
    <ScrollArea
      className={classes.messages}
      viewportRef={viewport}
      type="auto"
      onScrollPositionChange={() => {
        const el = viewport.current;
        if (el) nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      }}
    >
      <section aria-label={t('messaging.list.label', { name: title })} className={classes.messageColumn}>
        {hasOlder ? (
          <Center py="xs">
            <Button size="compact-sm" variant="default" radius="xl" onClick={older}>
              {t('messaging.list.loadOlder')}
            </Button>
          </Center>
        ) : null}
        {isLoading && messages.length === 0 ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t('list.loading')} />
          </Center>
        ) : messages.length === 0 && !processing ? (
          <Center py={48}>
            <Stack align="center" gap={4}>
              <IconMessageCircle size={36} stroke={1.4} color="var(--mantine-color-gray-4)" />
              <Text size="sm" fw={500}>
                {t('messaging.list.empty')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('messaging.list.emptyHint')}
              </Text>
            </Stack>
          </Center>
        ) : null}
        {messages.map((m) => {
          const at = dayjs(fromWireDate(m.date));
          const day = at.isValid() ? at.format('YYYY-MM-DD') : previousDay;
          const divider = day !== previousDay;
          previousDay = day;
          const outgoing = isOutgoing(m, me);
          const named = isSystem(m.sender) || (group && !outgoing);
          return (
            <Fragment key={`${m.sender}/${m.messageid}`}>
              {divider && at.isValid() ? (
                <Divider
                  my="sm"
                  labelPosition="center"
                  label={
                    <Text size="xs" c="dimmed" fw={500}>
                      {dayLabel(t, at)}
                    </Text>
                  }
                />
              ) : null}
              <MessageBubble
                message={m}
                outgoing={outgoing}
                sender={named ? senderName(t, m.sender, selection) : null}
                onEdit={onEdit}
              />
            </Fragment>
          );
        })}
        {processing ? (
          <div className={classes.bubbleRow} data-side="in">
            <div className={classes.bubble} data-side="in" role="status" data-testid="processing">
              <Stack gap={2}>
                <Loader type="dots" size="sm" color="gray" />
                <Text size="xs" c="dimmed">
                  {t('messaging.list.processing')}
                </Text>
              </Stack>
            </div>
          </div>
        ) : null}
      </section>
    </ScrollArea>
  );
}
