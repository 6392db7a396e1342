/** What the Login button does in each mode, with the error sentences of spec 000 §8. */
import type { NavigateFunction } from 'react-router';
import { isApiError } from '../../kit/api-client.ts';
import { useT } from '../../kit/i18n/index.ts';
import { followSavedLanguage } from '../../kit/session/use-language.ts';
import { useRefreshSession } from '../../kit/session/use-session.ts';
import { useLogin } from './api/use-login.ts';
import { useRequestCode } from './api/use-request-code.ts';
import type { LoginValues } from './login-types.ts';
import { saveLogin } from './saved-login.ts';

export function useSubmitLogin({
  from,
  onError,
  navigate,
}: {
  from: string | undefined;
  onError: (message: string) => void;
  navigate: NavigateFunction;
}) {
  const t = useT();
  const login = useLogin();
  const requestCode = useRequestCode();
  const refreshSession = useRefreshSession();

  const passwordLogin = async (values: LoginValues, domain: string) => {
    try {
      await login.mutateAsync({ domain, username: values.username.trim(), password: values.password });
      saveLogin({ environment: values.environment });
      const session = await refreshSession();
      if (!session) return onError(t('auth.errors.passwordFailed'));
      await followSavedLanguage(session);
      await navigate(from ?? '/dashboard', { replace: true });
    } catch (error) {
      onError((isApiError(error) && error.serverMessage) || t('auth.errors.passwordFailed'));
    }
  };

  const pinLogin = async (values: LoginValues, domain: string) => {
    const extension = values.username.trim();
    try {
      await requestCode.mutateAsync({ extension, domain });
    } catch (error) {
      if (isApiError(error, 404)) return onError(t('auth.errors.pinNotAllowed'));
      if (isApiError(error, 409)) return onError(t('auth.errors.pinUnknownExtension'));
      return onError(t('auth.errors.pinOther'));
    }
    saveLogin({ environment: values.environment, domain });
    await navigate(`/authcode/${encodeURIComponent(extension)}`, { state: { domain, from } });
  };

  return {
    pending: login.isPending || requestCode.isPending,
    run: (values: LoginValues, domain: string) =>
      void (values.mode === 'password' ? passwordLogin(values, domain) : pinLogin(values, domain)),
  };
}
