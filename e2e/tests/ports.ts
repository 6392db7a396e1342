/**
 * Ports the browser tests use, away from a developer's running server on 8080. E2E_PORT,
 * E2E_SMTP_PORT and E2E_LANGUAGE_PORT move them, so two checkouts can run their browser tests side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8099);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2599);
/** The fake chat-completions API the language service calls (global-setup.ts); E2E_LANGUAGE_PORT moves it. */
export const LANGUAGE_PORT = Number(process.env.E2E_LANGUAGE_PORT ?? 2598);
