/**
 * A person's language: chosen in a menu (kit/ui/language-menu.tsx), used at once, remembered in this
 * browser, and, once signed in, kept on the server (PUT /v1/session/language: a user's row, an extension's
 * App Access entry), so it follows them to another browser: the session answers it and the signed-in
 * layouts follow it (useFollowSessionLanguage).
 */
import type { Session } from '@portside/contract';
import type { Language } from '@portside/contract/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api-client.ts';
import { rememberLanguage } from '../i18n/choice.ts';
import { changeLanguage, currentLanguage } from '../i18n/index.ts';
import { sessionKey, useSession } from './use-session.ts';

export function useChooseLanguage() {
  const client = useQueryClient();
  const signedIn = Boolean(useSession().data);
  const save = useMutation({
    mutationFn: (language: Language) => api.put<Session>('/v1/session/language', { language }),
    onSuccess: (session) => client.setQueryData(sessionKey, session),
  });
  const choose = async (language: Language) => {
    rememberLanguage(language);
    await changeLanguage(language);
    if (signedIn) await save.mutateAsync(language);
  };
  return { choose, saving: save.isPending };
}

/**
 * The person's saved language, should it differ from this browser's: sign-in awaits it before the first
 * signed-in screen (so that screen comes in it, texts and all), and the signed-in layouts follow it.
 */
export async function followSavedLanguage(session: Pick<Session, 'language'> | null): Promise<void> {
  const saved = session?.language;
  if (!saved || saved === currentLanguage()) return;
  rememberLanguage(saved);
  // Should its texts not load (the link dropped), the page stays in the language it has.
  await changeLanguage(saved).catch(() => undefined);
}

/** Inside the signed-in area: the saved language, when the session says so (another browser chose it). */
export function useFollowSessionLanguage(session: Pick<Session, 'language'>): void {
  const saved = session.language;
  useEffect(() => {
    void followSavedLanguage({ language: saved });
  }, [saved]);
}
