/**
 * POST /test/clock {now}: browser tests only (TEST_CLOCK=true, never in production). Sets the scheduler's
 * clock to `now`, runs what is due at that instant and answers what ran, so a test sees a schedule fire
 * at once instead of waiting for its hour.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SettableClock } from './clock.ts';
import type { JobRunner } from './runner.ts';

const Body = z.object({ now: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' }) });
const Answer = z.object({
  now: z.string(),
  runs: z.array(
    z.object({ job: z.string(), key: z.string(), period: z.string(), error: z.string().nullable() }),
  ),
});

export const testClockRoutes: FastifyPluginAsyncZod<{ jobs: JobRunner }> = async (app, { jobs }) => {
  const clock = jobs.clock;
  if (!(clock instanceof SettableClock)) throw new Error('POST /test/clock needs the settable clock.');
  app.post(
    '/test/clock',
    {
      config: { public: true },
      schema: { hide: true, body: Body, response: { 200: Answer } },
    },
    async (request) => {
      clock.set(new Date(request.body.now));
      const runs = await jobs.tick();
      return { now: clock.now().toISOString(), runs };
    },
  );
};
