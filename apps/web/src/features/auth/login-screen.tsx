/**
 * Login (spec 000 §2.3, §4, §7.1, §8): password or PIN, on an environment from the picker or
 * the auto-loaded /environment.json. Every failure shows the catalogue's sentence in an alert.
 */
import { NativeSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconUser, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import { useSession } from '../../kit/session/use-session.ts';
import { OopsAlert } from '../../kit/ui/notice.tsx';
import { PageLoader } from '../../kit/ui/page-loader.tsx';
import { useEnvironmentFile, useEnvironments } from './api/use-environments.ts';
import { AuthCard } from './auth-card.tsx';
import classes from './login-screen.module.css';
import { LoginTypeButton } from './login-type-button.tsx';
import { isLoginComplete, type LoginValues, loginRules } from './login-types.ts';
import { readSavedLogin } from './saved-login.ts';
import { useSubmitLogin } from './use-submit-login.ts';

export function LoginScreen() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: string } | null)?.from;
  const session = useSession();
  const pinned = useEnvironmentFile();
  const autoloaded = pinned.data ?? null;
  const environments = useEnvironments(pinned.isSuccess && !autoloaded);
  const [error, setError] = useState<string | null>(null);

  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: {
      mode: 'password',
      username: '',
      password: '',
      environment: readSavedLogin().environment ?? '',
    },
    validate: loginRules,
  });
  const values = { ...form.getValues(), environment: autoloaded?.code ?? form.getValues().environment };
  const complete = isLoginComplete(values);
  const submit = useSubmitLogin({ from, onError: setError, navigate });

  if (session.data) return <Navigate to={from ?? '/dashboard'} replace />;
  if (pinned.isPending || session.isPending) return <PageLoader />;

  const domainOf = (code: string) =>
    autoloaded?.code === code
      ? autoloaded.domain
      : environments.data?.find((env) => env.code === code)?.domain;

  const onSubmit = () => {
    setError(null);
    if (!complete) return setError(t('auth.errors.allFieldsRequired'));
    const domain = domainOf(values.environment);
    if (!domain) return setError(t('auth.errors.allFieldsRequired'));
    submit.run(values, domain);
  };

  // Enter in a field submits even while the button is inactive, so the rule's alert can show.
  const onKeyDown = (event: React.KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName !== 'INPUT' || complete) return;
    event.preventDefault();
    onSubmit();
  };

  return (
    <AuthCard title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <form
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {error ? <OopsAlert onClose={() => setError(null)}>{error}</OopsAlert> : null}
          <TextInput
            label={t('auth.username')}
            placeholder={t('auth.usernamePlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            leftSection={<IconUser size={16} />}
            size="md"
            {...form.getInputProps('username')}
            error={undefined}
          />
          {values.mode === 'password' ? (
            <PasswordInput
              label={t('auth.password')}
              placeholder={t('auth.passwordPlaceholder')}
              autoComplete="current-password"
              leftSection={<IconLock size={16} />}
              size="md"
              {...form.getInputProps('password')}
              error={undefined}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('auth.pinHint')}
            </Text>
          )}
          {autoloaded ? null : (
            // The browser's own picker: on a phone it is the system's wheel or sheet, one thumb away, and
            // it costs the sign-in's first load 1 KB where Mantine's Select cost 12 (issue 15 item 6).
            <NativeSelect
              label={t('auth.environment')}
              data={[
                { value: '', label: t('auth.environmentPlaceholder'), disabled: true },
                ...(environments.data ?? []).map((env) => ({
                  value: env.code,
                  label: `${env.name} (${env.code})`,
                })),
              ]}
              leftSection={<IconWorld size={16} />}
              size="md"
              classNames={{ input: classes.picker }}
              {...form.getInputProps('environment')}
              error={environments.isError ? t('auth.environmentsUnavailable') : undefined}
            />
          )}
          <LoginTypeButton
            mode={values.mode}
            onModeChange={(mode) => {
              setError(null);
              form.setFieldValue('mode', mode);
            }}
            disabled={!complete}
            loading={submit.pending}
          />
        </Stack>
      </form>
    </AuthCard>
  );
}
