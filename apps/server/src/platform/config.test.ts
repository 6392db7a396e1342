/** Configuration is validated at start, with one line per bad value. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 8080, DATA_DIR: './data', LOG_LEVEL: 'info', SIGNIN_LIMIT_PER_IP: 300 });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });

  it('lists every bad value with its variable name', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        COOKIE_SECURE: 'yes',
        PORTSIDE_ENVIRONMENT: 'cpl',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//);
    expect(message).toMatch(/COOKIE_SECURE: /);
    expect(message).toMatch(/PORTSIDE_ENVIRONMENT: must be an environment code such as CPL/);
  });

  it('refuses a malformed SECRET_KEY with the same one-line message, and takes a 64-hex-digit key', () => {
    expect(() => loadConfig({ SECRET_KEY: 'not-a-key' })).toThrow(ConfigError);
    expect(() => loadConfig({ SECRET_KEY: 'abcd' })).toThrow(
      /^Invalid configuration:\n {2}SECRET_KEY: must be 32 bytes written as 64 hex digits or base64$/,
    );
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ SECRET_KEY: hex }).SECRET_KEY).toBe(hex);
    expect(loadConfig({ SECRET_KEY: Buffer.alloc(32, 1).toString('base64') }).SECRET_KEY).toBeDefined();
  });

  it("names the support chat's environment and desk, the demo's by default, and refuses malformed ones", () => {
    expect(loadConfig({})).toMatchObject({ SUPPORT_ENVIRONMENT: 'CPL', SUPPORT_ACCOUNT: '99982100' });
    expect(loadConfig({ SUPPORT_ENVIRONMENT: 'KPL', SUPPORT_ACCOUNT: '2100' })).toMatchObject({
      SUPPORT_ENVIRONMENT: 'KPL',
      SUPPORT_ACCOUNT: '2100',
    });
    expect(() => loadConfig({ SUPPORT_ENVIRONMENT: 'C P', SUPPORT_ACCOUNT: 'desk' })).toThrow(
      /SUPPORT_ENVIRONMENT: must be an environment code such as CPL\n {2}SUPPORT_ACCOUNT: must be an extension number/,
    );
  });

  it('tells an unset DEMO_ADMIN_PASSWORD apart from one set to a value', () => {
    expect(loadConfig({}).DEMO_ADMIN_PASSWORD).toBeUndefined();
    expect(loadConfig({ DEMO_ADMIN_PASSWORD: 'harbour-lights' }).DEMO_ADMIN_PASSWORD).toBe('harbour-lights');
  });
});
