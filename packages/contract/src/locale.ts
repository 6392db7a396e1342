/**
 * The five languages of spec 000 §9 (English, French, German, Greek, Spanish) by their ISO 639-1 codes:
 * the console's languages, a person's saved choice, and the language service's targets. Plain data with no
 * zod, so the login route can read it without the schemas.
 */
export const LANGUAGES = ['en', 'fr', 'de', 'el', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
