/**
 * The channels' configuration per environment (issue 12 item 4): read for the console without any
 * credential (only whether one is set), set with the credentials encrypted at rest (platform/secrets.ts,
 * the SIP passwords' key), and loaded in clear for a connector only when the channel is configured.
 */
import {
  CHANNEL_REQUIREMENTS,
  type ChannelSetting,
  type ChannelSettingList,
  OUTSIDE_CHANNELS,
  type OutsideChannel,
  type SetChannelSetting,
} from '@portside/contract/channels';
import type { Tx } from '../../platform/db.ts';
import { BadRequest } from '../../platform/errors.ts';
import { decryptSecret, encryptSecret } from '../../platform/secrets.ts';
import type { ConnectorSettings } from './connector.ts';
import { isExtensionOf, selectConfig, selectConfigs, upsertConfig } from './queries.ts';
import type { ChannelConfigRow } from './schema.ts';

export const webhookPath = (channel: OutsideChannel, domain: string) =>
  `/webhooks/${channel}/${encodeURIComponent(domain)}`;

/** Enabled, with an account for new conversations and everything the provider needs. */
export function isConfigured(row: ChannelConfigRow | undefined): boolean {
  if (!row?.enabled || !row.inboxAccount) return false;
  const have = { account_id: !!row.accountId, sender: !!row.sender, secret: !!row.secretEncrypted };
  const needs = CHANNEL_REQUIREMENTS[row.channel as OutsideChannel] ?? ['secret'];
  return needs.every((field) => have[field]);
}

export function presentSetting(
  channel: OutsideChannel,
  domain: string,
  row?: ChannelConfigRow,
): ChannelSetting {
  return {
    channel,
    configured: isConfigured(row),
    enabled: row?.enabled ?? false,
    base_url: row?.baseUrl ?? null,
    account_id: row?.accountId ?? null,
    sender: row?.sender ?? null,
    inbox_account: row?.inboxAccount ?? null,
    has_secret: !!row?.secretEncrypted,
    has_webhook_secret: !!row?.webhookSecretEncrypted,
    webhook_path: webhookPath(channel, domain),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function listSettings(tx: Tx, domain: string): Promise<ChannelSettingList> {
  const rows = new Map((await selectConfigs(tx, [domain])).map((r) => [r.channel, r]));
  return { data: OUTSIDE_CHANNELS.map((c) => presentSetting(c, domain, rows.get(c))) };
}

export async function setSetting(
  tx: Tx,
  key: Buffer,
  domain: string,
  channel: OutsideChannel,
  input: SetChannelSetting,
): Promise<ChannelSetting> {
  if (!(await isExtensionOf(tx, domain, input.inbox_account))) {
    throw new BadRequest('inbox_account', `${input.inbox_account} is not an extension of ${domain}.`);
  }
  const row = await upsertConfig(tx, {
    domain,
    channel,
    enabled: input.enabled,
    baseUrl: input.base_url,
    accountId: input.account_id,
    sender: input.sender,
    inboxAccount: input.inbox_account,
    // Left out: the stored credential stays (the console never has it to send back).
    ...(input.secret ? { secretEncrypted: encryptSecret(input.secret, key) } : {}),
    ...(input.webhook_secret ? { webhookSecretEncrypted: encryptSecret(input.webhook_secret, key) } : {}),
    updatedAt: new Date(),
  });
  return presentSetting(channel, domain, row);
}

/** A configured channel's settings with its credentials in clear, or null when it is not configured. */
export async function loadSettings(
  tx: Tx,
  key: Buffer,
  domain: string,
  channel: OutsideChannel,
): Promise<{ row: ChannelConfigRow; settings: ConnectorSettings } | null> {
  const row = await selectConfig(tx, domain, channel);
  if (!row || !isConfigured(row)) return null;
  const open = (text: string | null) => (text ? decryptSecret(text, key) : null);
  return {
    row,
    settings: {
      baseUrl: row.baseUrl,
      accountId: row.accountId,
      sender: row.sender,
      secret: open(row.secretEncrypted),
      webhookSecret: open(row.webhookSecretEncrypted),
    },
  };
}

/** The configured channels of the domains given, as `<domain>/<channel>` (the store asks once a batch). */
export async function configuredChannels(tx: Tx, domains: readonly string[]): Promise<Set<string>> {
  const rows = await selectConfigs(tx, domains);
  return new Set(rows.filter(isConfigured).map((r) => `${r.domain}/${r.channel}`));
}
