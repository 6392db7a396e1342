/**
 * The STOMP 1.2 endpoint at GET /ws (docs/MESSAGING.md): a Fastify plugin the messaging module
 * registers with its StompApplication and the app's hub:
 *
 *   app.register(stompEndpoint, { hub: ctx.hub, application })
 *
 * Each socket is a StompConnection (stomp-connection.ts). The access hooks have already read the
 * session cookie of the upgrade request (request.actor). The plugin keeps this instance's connections:
 * a hub failure closes them all (1011) so clients reconnect and catch up, and the app's close gives them
 * a 1001 (websocket.ts) and then cuts whatever has not closed after a grace time.
 */
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_STOMP_LIMITS, type StompLimits } from './limits.ts';
import { CLOSE } from './refused.ts';
import type { Hub, StompApplication } from './seams.ts';
import { StompConnection } from './stomp-connection.ts';

export const STOMP_PATH = '/ws';

export interface StompEndpointOptions {
  hub: Hub;
  application: StompApplication;
  limits?: Partial<StompLimits>;
}

/** How long the app's close waits for sockets to finish their close handshake. */
const SHUTDOWN_GRACE_MS = 2_000;

export const stompEndpoint: FastifyPluginAsync<StompEndpointOptions> = async (app, opts) => {
  const limits: StompLimits = { ...DEFAULT_STOMP_LIMITS, ...opts.limits };
  const connections = new Set<StompConnection>();

  app.get(STOMP_PATH, { websocket: true }, (socket, request) => {
    const connection = new StompConnection(socket, request, {
      hub: opts.hub,
      application: opts.application,
      limits,
      log: request.log,
    });
    connections.add(connection);
    void connection.closed.then(() => connections.delete(connection));
  });

  const stopWatching = opts.hub.onFailure?.(() => {
    app.log.warn({ connections: connections.size }, 'Closing every STOMP connection: the message hub failed');
    for (const connection of connections) connection.close(CLOSE.fault, 'The message hub failed');
  });

  app.addHook('onClose', async () => {
    stopWatching?.();
    if (connections.size > 0) app.log.info({ connections: connections.size }, 'Closing STOMP connections');
    for (const connection of connections) connection.close(CLOSE.away, 'The server is shutting down');
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SHUTDOWN_GRACE_MS).unref();
    });
    await Promise.race([Promise.all([...connections].map((c) => c.closed)), grace]);
    clearTimeout(timer);
    await Promise.all([...connections].map((c) => c.terminate()));
  });
};
