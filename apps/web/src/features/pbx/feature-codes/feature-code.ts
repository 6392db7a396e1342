/** A Feature Codes row (spec 001 §3: code, name, details) and the screen's search over it. */

import type { enPbx } from '../../../kit/i18n/en-pbx.ts';
import { hasText, type I18nKey, type TFunction } from '../../../kit/i18n/index.ts';

/** The i18n key of a code's texts: `featureCodes.items.<key>.name` and `.details`. */
export type FeatureCodeKey = keyof typeof enPbx.featureCodes.items;

/** A code as the data file holds it: what the phone dials and where its texts are. */
export interface FeatureCodeEntry {
  key: FeatureCodeKey;
  /** What the phone dials, e.g. '*97'. */
  code: string;
}

/** A row as shown, searched and exported: the texts in the current language. */
export interface FeatureCode {
  code: string;
  name: string;
  details: string;
  /** The common names people search for (DND, call forward, voicemail, park); '' when none. Not exported. */
  keywords: string;
}

export function translateFeatureCodes(entries: readonly FeatureCodeEntry[], t: TFunction): FeatureCode[] {
  return entries.map(({ key, code }) => ({
    code,
    name: t(`featureCodes.items.${key}.name`),
    details: t(`featureCodes.items.${key}.details`),
    // Only some codes have common names; the texts are in the console's part, loaded per language.
    keywords: hasText(`featureCodes.keywords.${key}`) ? t(`featureCodes.keywords.${key}` as I18nKey) : '',
  }));
}

/**
 * Spec 001 §2: case-insensitive, over code, name and details, and the common names of the code (so 'DND'
 * finds Do Not Disturb); a blank search shows everything.
 */
export function filterFeatureCodes(codes: readonly FeatureCode[], search: string): FeatureCode[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...codes];
  return codes.filter((c) =>
    [c.code, c.name, c.details, c.keywords].some((text) => text.toLowerCase().includes(term)),
  );
}
