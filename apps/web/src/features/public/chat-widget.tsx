/**
 * Chat support for the signed-out area (spec 000 §2.1): the marketing pages, sign-in, code entry and
 * not-found. Only this floating button is in their code; the panel (chat-panel.tsx) is its own chunk,
 * loaded when the button is first pressed, so the login route's JS stays within its budget.
 */
import { ActionIcon, Loader } from '@mantine/core';
import { IconMessageCircle, IconX } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { lazyChunk } from '../../kit/lazy-chunk.ts';
import classes from './chat.module.css';

const ChatPanel = lazyChunk(() => import('./chat-panel.tsx').then((m) => ({ default: m.ChatPanel })));

export function ChatWidget() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);

  // Escape closes the panel wherever the focus is (the sent view replaces the focused button).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <div className={classes.chat}>
      {open && (
        <Suspense fallback={<Loader size="sm" aria-label={t('public.chat.loading')} />}>
          <ChatPanel onClose={close} />
        </Suspense>
      )}
      <ActionIcon
        ref={toggle}
        size={56}
        radius="xl"
        variant="filled"
        className={classes.chatButton}
        aria-label={open ? t('public.chat.close') : t('public.chat.open')}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <IconX size={26} /> : <IconMessageCircle size={26} />}
      </ActionIcon>
    </div>
  );
}
