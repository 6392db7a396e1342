/**
 * Business constants (spec 000 §9), in a file without zod so the console can import them
 * ('@portside/contract/constants') without pulling schemas into its smallest bundles.
 */

/** Spec 000 §9: page size 25 for lists; the server clamps larger requests. */
export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;

/** Spec 000 §9 constants. */
export const APP_EXTENSION_PREFIX = '9998';
export const PHYSICAL_EXTENSION_PREFIX = '9999';
export const BOT_EXTENSIONS = ['9998214', '9998216'] as const;
export const CODE_LENGTH = 6;
export const LOGOUT_REDIRECT_MS = 500;
export const MOBILE_BREAKPOINT_PX = 880;
