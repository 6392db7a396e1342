/**
 * GET /v1/site/links (issue 15 item 4): the public site's outside links come from configuration, and a
 * link that is not configured is absent (the site then shows none), never a placeholder address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

const get = (t: TestApp) =>
  t.app.inject({ method: 'GET', url: '/v1/site/links', headers: { accept: 'application/json' } });

describe('GET /v1/site/links', () => {
  let some: TestApp;
  let none: TestApp;
  beforeAll(async () => {
    [some, none] = await Promise.all([
      buildTestApp({
        env: {
          SITE_BLOG_URL: 'https://blog.fleet.example/news',
          SITE_STATUS_URL: 'https://status.fleet.example',
          SITE_LINKEDIN_URL: 'https://www.linkedin.com/company/fleet',
          SITE_X_URL: 'https://x.com/fleet',
        },
      }),
      buildTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([some.close(), none.close()]);
  });

  it('answers the configured links, without a session, in the site order', async () => {
    const res = await get(some);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      blog: 'https://blog.fleet.example/news',
      sisterProducts: [{ key: 'status', href: 'https://status.fleet.example' }],
      social: [
        { key: 'linkedin', href: 'https://www.linkedin.com/company/fleet' },
        { key: 'x', href: 'https://x.com/fleet' },
      ],
    });
  });

  it('answers no link at all when none is configured (no placeholder domain)', async () => {
    const res = await get(none);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ blog: null, sisterProducts: [], social: [] });
    expect(res.body).not.toContain('portside.example');
  });
});

describe('site link configuration', () => {
  it('accepts only http and https addresses, naming the variable', () => {
    expect(() => loadConfig({ SITE_BLOG_URL: 'javascript:alert(1)' })).toThrow(
      /SITE_BLOG_URL: must be an http/,
    );
    expect(() => loadConfig({ SITE_X_URL: 'https://x.com/a b' })).toThrow(/SITE_X_URL/);
    expect(loadConfig({ SITE_FACEBOOK_URL: 'http://fb.example/p' }).SITE_FACEBOOK_URL).toBe(
      'http://fb.example/p',
    );
  });

  it('takes SITE_URL as an origin, without a trailing slash', () => {
    expect(loadConfig({ SITE_URL: 'https://www.fleet.example/' }).SITE_URL).toBe('https://www.fleet.example');
    expect(() => loadConfig({ SITE_URL: 'https://www.fleet.example/site' })).toThrow(
      /SITE_URL: must be an origin/,
    );
  });
});
