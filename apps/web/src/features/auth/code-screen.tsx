/**
 * Code Validation (spec 000 §2.4, §4): six numeric cells whose value is reported 200 ms after the
 * last change; 'Validate Code' only with exactly six digits; resend asks for a new code. A good code
 * signs the extension in on the server (the session cookie) before the extension is read back; when
 * that read or the session fails, the screen ends the session before it reports the failure, so the
 * screen and the session agree: signed in on the dashboard, or no session with the failure shown.
 */
import { Anchor, Button, Center, Group, PinInput, Stack, Text, useMatches } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { CODE_LENGTH } from '@portside/contract/constants';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../../kit/api-client.ts';
import { useT } from '../../kit/i18n/index.ts';
import { followSavedLanguage } from '../../kit/session/use-language.ts';
import { sessionKey, useRefreshSession } from '../../kit/session/use-session.ts';
import { OopsAlert, SuccessAlert } from '../../kit/ui/notice.tsx';
import { useRequestCode } from './api/use-request-code.ts';
import { CodeStepError, useValidateCode } from './api/use-validate-code.ts';
import { AuthCard } from './auth-card.tsx';
import { readSavedLogin } from './saved-login.ts';

/** Spec 000 §2.4: the code entry reports its changes after this delay. */
export const CODE_CHANGE_DELAY_MS = 200;
const COMPLETE = new RegExp(`^[0-9]{${CODE_LENGTH}}$`);

type Alert = { kind: 'oops' | 'success'; text: string } | null;

export function CodeScreen() {
  const t = useT();
  const navigate = useNavigate();
  const extension = useParams().extension ?? '';
  const state = useLocation().state as { domain?: string; from?: string } | null;
  const domain = state?.domain ?? readSavedLogin().domain;
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const reportChange = useDebouncedCallback(setCode, CODE_CHANGE_DELAY_MS);
  const [alert, setAlert] = useState<Alert>(
    domain ? null : { kind: 'oops', text: t('auth.errors.noPendingLogin') },
  );
  const validate = useValidateCode();
  const resend = useRequestCode();
  const refreshSession = useRefreshSession();
  const client = useQueryClient();
  const cellSize = useMatches<'md' | 'lg'>({ base: 'md', xs: 'lg' });

  // The cells as they are now, not as last reported: a code typed and submitted within the 200 ms
  // (Enter right after the last digit) must not send the one the cells held before.
  const onValidate = async () => {
    if (!domain || !COMPLETE.test(typed)) return;
    reportChange.cancel();
    setCode(typed);
    setAlert(null);
    try {
      await validate.mutateAsync({ extension, domain, code: typed });
      const session = await refreshSession();
      if (!session) throw new CodeStepError('extension');
      await followSavedLanguage(session);
      await navigate(state?.from ?? '/dashboard', { replace: true });
    } catch (error) {
      const wrongCode = error instanceof CodeStepError && error.step === 'code';
      // Past the code the server has signed the extension in: a failure reported here ends that session.
      if (!wrongCode) await endSession();
      setAlert({ kind: 'oops', text: t(wrongCode ? 'auth.errors.wrongCode' : 'auth.errors.extensionFetch') });
    }
  };

  const endSession = async () => {
    try {
      await api.delete('/v1/session');
    } catch {
      // Not ended (no answer): the next page load finds the session and goes on signed in.
    }
    client.setQueryData(sessionKey, null);
  };

  const onResend = () => {
    if (!domain) return;
    setAlert(null);
    resend.mutate(
      { extension, domain },
      {
        onSuccess: () => setAlert({ kind: 'success', text: t('auth.code.resent') }),
        onError: () => setAlert({ kind: 'oops', text: t('auth.errors.resendFailed') }),
      },
    );
  };

  return (
    <AuthCard title={t('auth.code.title')} subtitle={t('auth.code.forExtension', { extension })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onValidate();
        }}
      >
        <Stack gap="lg">
          {alert?.kind === 'oops' ? <OopsAlert onClose={() => setAlert(null)}>{alert.text}</OopsAlert> : null}
          {alert?.kind === 'success' ? (
            <SuccessAlert onClose={() => setAlert(null)}>{alert.text}</SuccessAlert>
          ) : null}
          <Text>{t('auth.code.text')}</Text>
          <Center>
            <PinInput
              length={CODE_LENGTH}
              type="number"
              inputMode="numeric"
              oneTimeCode
              autoFocus
              size={cellSize}
              gap="xs"
              value={typed}
              onChange={(value) => {
                setTyped(value);
                reportChange(value);
              }}
              ariaLabel={t('auth.code.cells')}
            />
          </Center>
          <Group gap={6} justify="center">
            <Text size="sm" c="dimmed">
              {t('auth.code.notReceived')}
            </Text>
            <Anchor component="button" type="button" size="sm" fw={500} onClick={onResend} disabled={!domain}>
              {t('auth.code.resend')}
            </Anchor>
          </Group>
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={!COMPLETE.test(code) || !domain}
            loading={validate.isPending}
          >
            {t('auth.code.validate')}
          </Button>
          <Anchor component={Link} to="/auth" size="sm" c="dimmed" mx="auto">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} />
              {t('auth.code.backToLogin')}
            </Group>
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
