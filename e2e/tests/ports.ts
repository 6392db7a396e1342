/**
 * Ports the browser tests use, away from a developer's running server on 8080. E2E_PORT and
 * E2E_SMTP_PORT move them, so two checkouts can run their browser tests side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8099);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2599);
