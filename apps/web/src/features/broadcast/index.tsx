/**
 * The Broadcast screen (spec 000 §2.8, §4): the messaging account in use (the same as the Messaging
 * screen's, and its connection, which brings the members' receipts live), the left panel (Messages and
 * Groups) and the picked group on the right; below 880 px (spec 000 §9) one panel at a time.
 */
import { Stack, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BroadcastGroup } from '@portside/contract/broadcast';
import { MOBILE_BREAKPOINT_PX } from '@portside/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { ListHeader } from '../../kit/list/index.ts';
import { useCan } from '../../kit/session/permissions.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { AccountBanner } from '../messaging/account-banner.tsx';
import { type MessagingAccount, useMessagingAccount } from '../messaging/data/account.ts';
import { MessagingProvider } from '../messaging/data/connection.ts';
import classes from '../messaging/inbox.module.css';
import { SelectAccountDialog } from '../messaging/select-account-dialog.tsx';
import { useFillHeight } from '../messaging/use-fill-height.ts';
import { GroupEditor } from './group-editor.tsx';
import { GroupPanel } from './group-panel.tsx';
import { BroadcastSidePanel, type BroadcastTab } from './side-panel.tsx';

function Broadcasts({
  account,
  choose,
}: {
  account: MessagingAccount | null;
  choose: (account: MessagingAccount) => void;
}) {
  const t = useT();
  const { environment } = useCurrentSession();
  const domain = environment.domain;
  const mayWrite = useCan('messaging.write');
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const me = account?.username ?? null;
  const [tab, setTab] = useState<BroadcastTab>('messages');
  const [group, setGroup] = useState<BroadcastGroup | null>(null);
  const [picking, setPicking] = useState(false);
  const [creating, setCreating] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const height = useFillHeight(box, mobile ? 420 : 520);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another account has other broadcasts
  useEffect(() => setGroup(null), [me]);

  const focused = mobile && group !== null;
  return (
    <Stack gap="sm">
      {focused ? (
        <VisuallyHidden>
          <h1>{t('broadcast.title')}</h1>
        </VisuallyHidden>
      ) : (
        <ListHeader title={t('broadcast.title')} />
      )}
      {focused ? null : <AccountBanner account={account} onChange={() => setPicking(true)} />}
      <div ref={box} className={classes.inbox} data-mobile={mobile || undefined} style={{ height }}>
        {focused ? null : (
          <BroadcastSidePanel
            domain={domain}
            me={me}
            tab={tab}
            onTab={setTab}
            active={group?.group_number ?? null}
            onOpen={setGroup}
            onDeleted={(n) => setGroup((g) => (g?.group_number === n ? null : g))}
            onNew={mayWrite ? () => setCreating(true) : undefined}
            mayWrite={mayWrite}
          />
        )}
        {mobile && !focused ? null : (
          <GroupPanel
            domain={domain}
            me={me}
            group={group}
            mayWrite={mayWrite}
            onBack={mobile ? () => setGroup(null) : undefined}
          />
        )}
      </div>
      <SelectAccountDialog
        opened={picking}
        current={me}
        onClose={() => setPicking(false)}
        onChoose={choose}
      />
      <GroupEditor
        opened={creating}
        domain={domain}
        onClose={() => setCreating(false)}
        onCreated={(g) => {
          setTab('groups');
          setGroup(g);
        }}
      />
    </Stack>
  );
}

export function BroadcastScreen() {
  const { account, choose } = useMessagingAccount();
  return (
    <MessagingProvider account={account}>
      <Broadcasts account={account} choose={choose} />
    </MessagingProvider>
  );
}
