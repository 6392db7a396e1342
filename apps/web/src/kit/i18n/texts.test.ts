import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enConsole } from './en-console.ts';
import { enPublic } from './en-public.ts';
import { enSelf } from './en-self.ts';

function leaves(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('the parts of the English texts', () => {
  it('never name the same key twice, so registering a part never replaces another part’s text', () => {
    const all = [...leaves(en), ...leaves(enConsole), ...leaves(enPublic), ...leaves(enSelf)];
    expect(all.length).toBeGreaterThan(1000);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keep the signed-out screens’ texts in the part every page loads', () => {
    const core = leaves(en);
    for (const prefix of ['auth.', 'notFound.', 'upgrade.', 'public.chat.', 'brand.', 'common.']) {
      expect(
        core.some((key) => key.startsWith(prefix)),
        prefix,
      ).toBe(true);
      expect(
        [...leaves(enConsole), ...leaves(enPublic), ...leaves(enSelf)].some((key) => key.startsWith(prefix)),
        prefix,
      ).toBe(false);
    }
  });
});
