/** Ports the browser tests use, away from a developer's running server on 8080. */
export const E2E_PORT = 8099;
export const SMTP_PORT = 2599;
