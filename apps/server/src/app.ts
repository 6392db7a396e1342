/**
 * The Portside application as one Fastify instance, testable with inject (STYLE: app = a plugin, server =
 * listen + shutdown). Order matters: error handler and compilers, security headers, cookies, docs, the
 * access hooks and the request transactions (before any route so none escapes them), the console, then
 * the modules' routes.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { sessionRoutes } from './modules/auth/session-routes.ts';
import { cardRoutes } from './modules/callingcards/cards/routes.ts';
import { cdrRoutes } from './modules/callingcards/cdrs/routes.ts';
import { rateRoutes } from './modules/callingcards/rates/routes.ts';
import { reportScheduleRoutes } from './modules/callingcards/report-schedules/routes.ts';
import { switchRoutes } from './modules/callingcards/switch/routes.ts';
import { tariffRoutes } from './modules/callingcards/tariffs/routes.ts';
import { channelRoutes } from './modules/channels/routes.ts';
import { directoryRoutes } from './modules/directory/routes.ts';
import { inquiryRoutes } from './modules/inquiry/routes.ts';
import { languageRoutes } from './modules/language/routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { appAccessRoutes } from './modules/pbx/app-access/routes.ts';
import { pbxCdrRoutes } from './modules/pbx/cdrs/routes.ts';
import { extensionLookupRoutes } from './modules/pbx/extension-lookup.ts';
import { extensionRoutes } from './modules/pbx/extensions/routes.ts';
import { freeswitchRoutes } from './modules/pbx/freeswitch/routes.ts';
import { gatewayReportRoutes } from './modules/pbx/gateway/gateway-report.ts';
import { hardwareRoutes } from './modules/pbx/hardware/routes.ts';
import { inboundRouteRoutes } from './modules/pbx/inbound-routes/routes.ts';
import { numberPlanRoutes } from './modules/pbx/number-plan/routes.ts';
import { provisioningRoutes } from './modules/pbx/provisioning/routes.ts';
import { registrationRoutes } from './modules/pbx/registrations/routes.ts';
import { ringGroupRoutes } from './modules/pbx/ring-groups/routes.ts';
import { voicemailRoutes } from './modules/pbx/voicemail/routes.ts';
import { selfRoutes } from './modules/self/routes.ts';
import { statisticsRoutes } from './modules/stats/routes.ts';
import { tenancyRoutes } from './modules/tenancy/routes.ts';
import { installApiTokenGuard } from './modules/tokens/guard.ts';
import { tokenRoutes } from './modules/tokens/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { installAccessHooks } from './platform/access.ts';
import { installNoStoreForJson } from './platform/cache-control.ts';
import { registerCompression } from './platform/compression.ts';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import type { Database } from './platform/db.ts';
import { registerDocs } from './platform/docs.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { healthRoutes } from './platform/health.ts';
import { type Clock, SettableClock, systemClock } from './platform/jobs/clock.ts';
import { JobRunner } from './platform/jobs/runner.ts';
import { statisticsJob } from './platform/jobs/statistics.ts';
import { testClockRoutes } from './platform/jobs/test-clock.ts';
import { loggerOptions } from './platform/logger.ts';
import { Mailer } from './platform/mail.ts';
import { installNulGuard } from './platform/nul-guard.ts';
import { createHub } from './platform/realtime/hub.ts';
import type { Hub } from './platform/realtime/seams.ts';
import { websocketPluginOptions } from './platform/realtime/websocket.ts';
import { installRequestTransactions } from './platform/request-tx.ts';
import { installTransportSecurity } from './platform/transport-security.ts';
import { registerConsole } from './platform/web.ts';
import { useZodCompilers, zodSchemaController } from './platform/zod-compilers.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Defaults to one built from SMTP_URL / MAIL_FROM. */
  mailer?: Mailer;
  /** Defaults to pino at LOG_LEVEL with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the hub of BROKER_URL (RabbitMQ) or the in-process one; a given hub is not closed by the app. */
  hub?: Hub;
  /** The scheduler's clock: the system's, or with TEST_CLOCK=true one that POST /test/clock sets. */
  clock?: Clock;
  /** false: the scheduler does not tick by itself (tests call app.jobs.tick()); it runs by default. */
  runJobs?: boolean;
}

export async function buildApp(opts: BuildAppOptions) {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    trustProxy: config.TRUST_PROXY === 'true',
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();
  useZodCompilers(app);
  installErrorHandler(app);
  // HAL clients send and ask for application/hal+json; it is plain JSON to us.
  app.addContentTypeParser(
    'application/hal+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  const mailer =
    opts.mailer ?? new Mailer(database.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, app.log);
  if (!opts.mailer) app.addHook('onClose', async () => mailer.close());
  const hub = opts.hub ?? (await createHub(config, app.log));
  if (!opts.hub) app.addHook('onClose', async () => hub.close());
  const clock = opts.clock ?? (config.TEST_CLOCK === 'true' ? new SettableClock() : systemClock);
  const jobs = new JobRunner(database.db, clock, app.log);
  // PostgreSQL's autovacuum keeps the planner's statistics; the embedded database needs this job.
  if (database.kind === 'pglite') jobs.add(statisticsJob(database.db));
  app.decorate('jobs', jobs);
  if (opts.runJobs !== false) app.addHook('onReady', async () => jobs.start());
  // Before onClose: a report being mailed finishes while the mailer and the database are still open.
  app.addHook('preClose', async () => jobs.stop());

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Would break the embedded default on plain http://localhost; TLS deployments use HSTS.
        upgradeInsecureRequests: null,
      },
    },
    // Sent only on HTTPS requests, by installTransportSecurity.
    hsts: false,
  });
  installTransportSecurity(app);
  installNoStoreForJson(app);
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, websocketPluginOptions);
  // Before every route, so its onSend hook sees every answer (platform/compression.ts).
  await registerCompression(app);
  registerDocs(app);
  installNulGuard(app);
  app.decorate('routeTable', installAccessHooks(app, database.db));
  installRequestTransactions(app, database.db);
  installApiTokenGuard(app, database.db);
  const web = await registerConsole(app, {
    webDist: config.WEB_DIST,
    siteUrl: config.SITE_URL,
    pinned: Boolean(config.PORTSIDE_ENVIRONMENT),
  });

  const ctx: AppContext = { config, db: database.db, databaseKind: database.kind, mailer, hub, jobs, clock };
  await app.register(healthRoutes, { ...ctx, web });
  await app.register(tenancyRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(inquiryRoutes, ctx);
  await app.register(sessionRoutes, ctx);
  await app.register(extensionLookupRoutes, ctx);
  await app.register(statisticsRoutes, ctx);
  await app.register(extensionRoutes, ctx);
  await app.register(numberPlanRoutes, ctx);
  await app.register(appAccessRoutes, ctx);
  await app.register(registrationRoutes, ctx);
  await app.register(pbxCdrRoutes, ctx);
  await app.register(ringGroupRoutes, ctx);
  await app.register(gatewayReportRoutes, ctx);
  await app.register(voicemailRoutes, ctx);
  await app.register(inboundRouteRoutes, ctx);
  await app.register(hardwareRoutes, ctx);
  await app.register(provisioningRoutes, ctx);
  await app.register(freeswitchRoutes, ctx);
  await app.register(userRoutes, ctx);
  await app.register(directoryRoutes, ctx);
  await app.register(messagingRoutes, ctx);
  await app.register(languageRoutes, ctx);
  await app.register(channelRoutes, ctx);
  await app.register(tariffRoutes, ctx);
  await app.register(cardRoutes, ctx);
  await app.register(cdrRoutes, ctx);
  await app.register(rateRoutes, ctx);
  await app.register(reportScheduleRoutes, ctx);
  await app.register(switchRoutes, ctx);
  await app.register(auditRoutes, ctx);
  await app.register(tokenRoutes, ctx);
  await app.register(selfRoutes, ctx);
  if (config.TEST_CLOCK === 'true') await app.register(testClockRoutes, { jobs });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
