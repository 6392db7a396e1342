/**
 * The language service (spec 000 §7.3; server modules/language): the analysis of a text
 * (POST /ingest/article-on-demand, its first item's sentiment.compound, -100 to +100), polish
 * (POST /rewrite/text) and translate (POST /rewrite/translate), whose choices carry the texts. Each is a
 * query keyed by its input, so reopening a dialog or going back to a tab asks the server once.
 */
import type { ArticleOnDemandAnswer, Language, RewriteAnswer } from '@portside/contract/language';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';

const KEY = ['messaging', 'language'] as const;

const texts = (answer: RewriteAnswer) => answer.choices.map((c) => c.message.content);

/** Failed answers are shown at once: a 503 (not configured) or 502 will not change by asking again. */
const once = { staleTime: Number.POSITIVE_INFINITY, gcTime: 5 * 60_000, retry: false } as const;

export function useLanguageScore(text: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'score', text],
    queryFn: async () => {
      const [first] = await api.post<ArticleOnDemandAnswer>('/ingest/article-on-demand', {
        text,
        link: null,
      });
      return first?.sentiment.compound ?? 0;
    },
    enabled,
    ...once,
  });
}

export function usePolish(text: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'polish', text],
    queryFn: async () => texts(await api.post<RewriteAnswer>('/rewrite/text', { text })),
    enabled,
    ...once,
  });
}

export function useTranslation(text: string, source: Language, target: Language, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'translate', text, source, target],
    queryFn: async () =>
      texts(
        await api.post<RewriteAnswer>('/rewrite/translate', {
          text,
          source_language: source,
          target_language: target,
        }),
      )[0] ?? '',
    enabled: enabled && source !== target,
    ...once,
  });
}
