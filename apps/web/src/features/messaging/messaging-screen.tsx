/**
 * The Messaging screen (spec 000 §2.7, title Messaging with a back button): the account banner and Select
 * Account, the left panel (Messages and Directory) and the conversation on the right; below 880 px wide
 * (spec 000 §9) one panel at a time: the list, or the conversation with a back button. The connection
 * (one STOMP connection per account) lives in the data layer's provider around it.
 */
import { Stack, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@portside/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { ListHeader } from '../../kit/list/index.ts';
import { useCan } from '../../kit/session/permissions.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { AccountBanner } from './account-banner.tsx';
import { useExtension } from './api/extension-api.ts';
import { ReconnectBanner } from './connection-status.tsx';
import { ConversationPanel } from './conversation-panel.tsx';
import { type MessagingAccount, useMessagingAccount } from './data/account.ts';
import { MessagingProvider } from './data/connection.ts';
import classes from './inbox.module.css';
import { NewConversationDialog } from './new-conversation-dialog.tsx';
import { isGroup, isSystem, type Selection } from './peer.ts';
import { SelectAccountDialog } from './select-account-dialog.tsx';
import { SidePanel } from './side-panel.tsx';
import { UpdateExtensionDialog } from './update-extension-dialog.tsx';
import { useFillHeight } from './use-fill-height.ts';

/**
 * A peer that may be an extension: one app-channel number, not the system. Whether it is one is asked
 * of the server (a broadcast group's number from 18000, or a support chat visitor's, is a number too).
 */
const mayBeExtension = (s: Selection) =>
  s.channel === 'app' && !isGroup(s.peer) && !isSystem(s.peer) && /^[0-9]+$/.test(s.peer);

function Inbox({
  account,
  choose,
}: {
  account: MessagingAccount | null;
  choose: (account: MessagingAccount) => void;
}) {
  const t = useT();
  const mayWrite = useCan('messaging.write');
  const mayEditExtensions = useCan('pbx.write');
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const me = account?.username ?? null;
  const { domain } = useCurrentSession().environment;
  const [selection, setSelection] = useState<Selection | null>(null);
  // Update Extension only for a peer the PBX has as an extension (the dialog reads the same answer).
  const candidate = selection && mayEditExtensions && mayBeExtension(selection) ? selection.peer : null;
  const peerExtension = useExtension(domain, candidate);
  const [picking, setPicking] = useState(false);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const inbox = useRef<HTMLDivElement>(null);
  const height = useFillHeight(inbox, mobile ? 420 : 520);

  // Another account has other conversations.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the account changes
  useEffect(() => setSelection(null), [me]);

  // On a phone an open conversation takes the whole screen, as a phone's messaging app does; its
  // header's back button returns to the list (and the title and banner).
  const focused = mobile && selection !== null;
  return (
    <Stack gap="sm">
      {focused ? (
        <VisuallyHidden>
          <h1>{t('messaging.title')}</h1>
        </VisuallyHidden>
      ) : (
        <ListHeader title={t('messaging.title')} />
      )}
      {focused ? null : (
        <AccountBanner
          account={account}
          onChange={() => setPicking(true)}
          onUpdate={mayEditExtensions && me ? () => setEditing(me) : undefined}
        />
      )}
      {account ? <ReconnectBanner /> : null}
      <div ref={inbox} className={classes.inbox} data-mobile={mobile || undefined} style={{ height }}>
        {focused ? null : (
          <SidePanel
            me={me}
            activePeer={selection?.peer ?? null}
            onOpen={setSelection}
            onNew={mayWrite && me ? () => setCreating(true) : undefined}
          />
        )}
        {mobile && !focused ? null : (
          <ConversationPanel
            selection={selection}
            me={me}
            mayWrite={mayWrite}
            onBack={mobile ? () => setSelection(null) : undefined}
            onUpdateExtension={candidate && peerExtension.isSuccess ? () => setEditing(candidate) : undefined}
          />
        )}
      </div>
      <SelectAccountDialog
        opened={picking}
        current={me}
        onClose={() => setPicking(false)}
        onChoose={choose}
      />
      {account ? (
        <NewConversationDialog
          opened={creating}
          me={{ number: account.username, name: account.name }}
          onClose={() => setCreating(false)}
          onCreate={setSelection}
        />
      ) : null}
      <UpdateExtensionDialog number={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

export function MessagingScreen() {
  // One holder of the account: choosing here is what the provider reconnects on.
  const { account, choose } = useMessagingAccount();
  return (
    <MessagingProvider account={account}>
      <Inbox account={account} choose={choose} />
    </MessagingProvider>
  );
}
