/** The one error handler: JSON whatever the reply had been typed as, and a file gone mid-send is a 404. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FILE_GONE, installErrorHandler, SERVER_ERROR } from './error-handler.ts';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  // As @fastify/static does: the reply is typed as the file's before the file is read.
  app.get('/assets/app.js', async (_request, reply) => {
    reply.type('application/javascript');
    throw error;
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers a 404 sentence for a file a newer build removed between listing and reading it', async () => {
    const gone = Object.assign(new Error("ENOENT: no such file or directory, open 'app.js'"), {
      code: 'ENOENT',
    });
    const app = await appThrowing(gone);
    const res = await app.inject({ url: '/assets/app.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: FILE_GONE });
    await app.close();
  });

  it('answers JSON for a failure after the reply was typed as something else', async () => {
    const app = await appThrowing(new Error('disk on fire'));
    const res = await app.inject({ url: '/assets/app.js' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: SERVER_ERROR });
    await app.close();
  });
});
