/**
 * How app.ts registers @fastify/websocket (once, for the STOMP endpoint): the message size limit, quiet
 * logging of a client's socket faults, and a 1001 (going away) to every socket when the app closes.
 */
import type { WebsocketPluginOptions } from '@fastify/websocket';
import { WEBSOCKET_MAX_PAYLOAD } from './limits.ts';

export const websocketPluginOptions: WebsocketPluginOptions = {
  options: { maxPayload: WEBSOCKET_MAX_PAYLOAD },
  // A peer's fault (a message over maxPayload, a broken frame, a reset): ws has already closed or will.
  errorHandler(error, socket, request) {
    request.log.info({ err: error }, 'WebSocket closed on a socket error');
    socket.terminate();
  },
  preClose(done) {
    for (const client of this.websocketServer.clients) client.close(1001, 'The server is shutting down');
    this.websocketServer.close();
    done();
  },
};
