/**
 * The field every SIP password is typed in (Add Extension, a desk phone's accounts), with a Generate
 * button beside it: a random password of 16 characters that read back without doubt, drawn from the
 * browser's cryptographic source, shown in clear with a Copy button so it can be handed to whoever sets up
 * the phone. People asked to invent a SIP password type the extension number; this makes the strong one
 * the easy one.
 */
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  PasswordInput,
  type PasswordInputProps,
  Tooltip,
} from '@mantine/core';
import { generateSipPassword, type SipPasswordProblem } from '@portside/contract/pbx/sip-password';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { type I18nKey, useT } from '../../../kit/i18n/index.ts';

/** The browser's cryptographic random source (never Math.random). */
export const browserRandom = (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes);

/** The text of each problem of the contract's SIP password rule. */
export const SIP_PASSWORD_TEXTS: Record<SipPasswordProblem, I18nKey> = {
  short: 'sipPassword.errors.short',
  long: 'sipPassword.errors.long',
  extension: 'sipPassword.errors.extension',
};

type Props = Omit<PasswordInputProps, 'value' | 'onChange' | 'visible' | 'onVisibilityChange'> & {
  value?: string;
  onChange: (value: string) => void;
};

export function SipPasswordInput({ value = '', onChange, ...props }: Props) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const generate = () => {
    onChange(generateSipPassword(browserRandom));
    setVisible(true);
  };
  return (
    <PasswordInput
      autoComplete="new-password"
      spellCheck={false}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      visible={visible}
      onVisibilityChange={setVisible}
      inputContainer={(input) => (
        // On a phone the buttons go under the field rather than squeeze it to a few characters.
        <Group gap={6} wrap="wrap" align="center">
          <div style={{ flex: '1 1 12rem', minWidth: '12rem' }}>{input}</div>
          {visible && value !== '' ? (
            <CopyButton value={value}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('sipPassword.copied') : t('sipPassword.copy')}>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('sipPassword.copy')}
                    color={copied ? 'teal' : undefined}
                    onClick={copy}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          ) : null}
          <Tooltip label={t('sipPassword.generateHint')}>
            <Button variant="default" leftSection={<IconKey size={16} />} onClick={generate}>
              {t('sipPassword.generate')}
            </Button>
          </Tooltip>
        </Group>
      )}
    />
  );
}
