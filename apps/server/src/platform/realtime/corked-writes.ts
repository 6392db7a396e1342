/**
 * Joins a connection's frames of one turn of the event loop into one socket write: a batch's commit
 * answers a connection with several frames at once (its RECEIPTs, the MESSAGEs to it), and ws writes
 * each WebSocket message with its own system call. The first frame of a turn corks the connection's TCP
 * socket; one setImmediate for all connections uncorks them after the turn's promise jobs have run, so
 * the frames leave together, still as separate WebSocket messages and in order.
 */
import type { Socket } from 'node:net';

const corked = new Set<Socket>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  for (const socket of corked) socket.uncork();
  corked.clear();
}

/** Corks `socket` until the end of this turn of the event loop (once per turn). */
export function corkUntilTurnEnds(socket: Socket): void {
  if (corked.has(socket) || socket.destroyed) return;
  socket.cork();
  corked.add(socket);
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
}
