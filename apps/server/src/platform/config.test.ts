/** Configuration is validated at start, with one line per bad value. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 8080, DATA_DIR: './data', LOG_LEVEL: 'info', SIGNIN_LIMIT_PER_IP: 10 });
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
});
