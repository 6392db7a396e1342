/**
 * The messaging channels (spec 000 §9) as the inbox shows them: a name, an icon and a colour each. A
 * channel the console does not know falls back to the app channel (spec 000 §2.7).
 */
import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import { CHANNELS, type Channel } from '@portside/contract/messaging';
import {
  IconBrandApple,
  IconBrandTelegram,
  IconBrandViber,
  IconBrandWhatsapp,
  IconMessage,
  IconShip,
} from '@tabler/icons-react';
import type { TFunction } from '../../kit/i18n/index.ts';

/** The channel of a message or conversation; anything unknown is the app channel. */
export function channelOf(value: string | null | undefined): Channel {
  return (CHANNELS as readonly string[]).includes(value ?? '') ? (value as Channel) : 'app';
}

export const channelName = (t: TFunction, channel: string): string =>
  t(`messaging.channels.${channelOf(channel)}`);

const ICONS = {
  app: IconShip,
  sms: IconMessage,
  whatsapp: IconBrandWhatsapp,
  imessage: IconBrandApple,
  viber: IconBrandViber,
  telegram: IconBrandTelegram,
} as const;

export const CHANNEL_COLORS: Record<Channel, string> = {
  app: 'harbor',
  sms: 'gray',
  whatsapp: 'teal',
  imessage: 'blue',
  viber: 'violet',
  telegram: 'cyan',
};

/** The channel's icon; `label` makes it an image with a name (else it is decoration beside a name). */
export function ChannelIcon({
  channel,
  label,
  size = 22,
  variant = 'light',
}: {
  channel: string;
  label?: string;
  size?: number;
  variant?: ThemeIconProps['variant'];
}) {
  const known = channelOf(channel);
  const Icon = ICONS[known];
  return (
    <ThemeIcon
      size={size}
      radius="xl"
      variant={variant}
      color={CHANNEL_COLORS[known]}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      title={label}
      data-channel={known}
    >
      <Icon size={Math.round(size * 0.62)} stroke={1.8} />
    </ThemeIcon>
  );
}
