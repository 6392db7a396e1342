/**
 * One STOMP 1.2 connection over one WebSocket: the state machine of docs/MESSAGING.md. The first frame
 * must be CONNECT (or STOMP); the application authenticates it; then SUBSCRIBE, UNSUBSCRIBE, SEND,
 * ACK, NACK and DISCONNECT, each answered with a RECEIPT when it asks. Frames are taken one after the
 * other, and answered in that order: a SEND is handed to the application (validated and queued for the
 * writer) and the next frame is taken while it commits, so a client's pipelined SENDs share the
 * writer's batches; its RECEIPT waits for its commit and for every earlier frame's answer. Any other
 * frame waits until every earlier SEND is answered. The application stores no SEND of the connection
 * after one it refused (SendLane). Any fault (a bad frame, a refusal, a flood, an unexpected error) is
 * an ERROR frame with a sentence, after the answers of the frames taken before it, and the socket is
 * closed; nothing here throws into the socket's event loop, so one connection's trouble never reaches
 * another.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import WebSocket from 'ws';
import { corkUntilTurnEnds } from './corked-writes.ts';
import {
  type OutgoingFrame,
  parseFrames,
  type StompFrame,
  StompFrameError,
  serializeFrame,
} from './frame.ts';
import { HeartBeats, parseHeartBeat } from './heart-beats.ts';
import type { StompLimits } from './limits.ts';
import { CLOSE, Refused, required } from './refused.ts';
import {
  type Hub,
  type HubDelivery,
  type SendLane,
  type SentFrame,
  type StompApplication,
  type StompPrincipal,
  StompRefusal,
} from './seams.ts';
import { ACK_MODES, type AckMode, type Subscription, SubscriptionTable } from './subscription-table.ts';
import { TokenBucket } from './token-bucket.ts';

export interface ConnectionDeps {
  hub: Hub;
  application: StompApplication;
  limits: StompLimits;
  log: FastifyBaseLogger;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export class StompConnection {
  readonly session = randomUUID();
  /** Resolves once the socket is closed and every hub subscription of this connection has stopped. */
  readonly closed: Promise<void>;
  private resolveClosed!: () => void;
  private state: 'connecting' | 'open' | 'closed' = 'connecting';
  /** False once a fault is found: no further frame is taken (those taken before are still handled). */
  private accepting = true;
  /** An ERROR or DISCONNECT has been sent: nothing more is handled. */
  private closing = false;
  private principal: StompPrincipal | null = null;
  private queue: Promise<void> = Promise.resolve();
  /** The answers (RECEIPT or ERROR) of the SENDs handed to the application, in frame order. */
  private answers: Promise<void> = Promise.resolve();
  private readonly lane: SendLane = { stopped: false };
  private readonly subscriptions = new SubscriptionTable();
  private readonly bucket: TokenBucket;
  private readonly heartBeats = new HeartBeats();
  private readonly connectTimer: NodeJS.Timeout;
  private messageCount = 0;
  private receivedAt = Date.now();
  private sentAt = Date.now();

  constructor(
    private readonly socket: WebSocket,
    private readonly request: FastifyRequest,
    private readonly deps: ConnectionDeps,
  ) {
    this.bucket = new TokenBucket(deps.limits.framesPerSecond, deps.limits.frameBurst);
    this.closed = new Promise((resolve) => {
      this.resolveClosed = resolve;
    });
    socket.on('message', (data: WebSocket.RawData) => this.guard(() => this.onMessage(data)));
    socket.on('close', () => this.guard(() => this.cleanUp()));
    this.connectTimer = setTimeout(
      () => this.guard(() => this.failNow(new Refused('No CONNECT frame came in time.', CLOSE.policy))),
      deps.limits.connectTimeoutMs,
    ).unref();
  }

  /** Closes the socket with a code (shutdown, hub failure); the close event cleans up. */
  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.accepting = false;
    this.closing = true;
    this.socket.close(code, reason);
  }

  /** Drops the socket at once (shutdown after the grace time) and cleans up. */
  async terminate(): Promise<void> {
    this.socket.terminate();
    await this.cleanUp();
  }

  /** Runs an event handler so that nothing it throws escapes into the socket's event loop. */
  private guard(run: () => unknown): void {
    try {
      const result = run();
      if (result instanceof Promise) result.catch((err) => this.unexpected(err));
    } catch (err) {
      this.unexpected(err);
    }
  }

  private unexpected(err: unknown): void {
    this.deps.log.error({ err, session: this.session }, 'STOMP connection failed');
    try {
      this.failNow(new Refused('The server could not handle the frame.', CLOSE.fault));
    } catch {
      this.socket.terminate();
    }
  }

  private onMessage(data: WebSocket.RawData): void {
    this.receivedAt = Date.now();
    if (!this.accepting || this.state === 'closed') return;
    const bytes = Buffer.isBuffer(data)
      ? data
      : Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.from(data);
    let frames: StompFrame[];
    try {
      frames = parseFrames(bytes, this.deps.limits.maxFrameOctets).frames;
    } catch (err) {
      if (!(err instanceof StompFrameError)) throw err;
      this.failAfterQueue(new Refused(err.message, err.kind === 'too-large' ? CLOSE.tooBig : CLOSE.protocol));
      return;
    }
    if (!this.bucket.take(Math.max(1, frames.length))) {
      const { framesPerSecond, frameBurst } = this.deps.limits;
      this.failAfterQueue(
        new Refused(
          `More than ${framesPerSecond} frames a second (a burst of ${frameBurst}) came from this connection.`,
          CLOSE.policy,
        ),
      );
      return;
    }
    for (const frame of frames) this.enqueue(() => this.handle(frame));
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((err) => this.unexpected(err));
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (this.closing || this.state === 'closed') return;
    const receipt = frame.headers.receipt;
    try {
      if (frame.command === 'SEND' && this.state === 'open') {
        const { stored } = await this.send(frame);
        // Settled at once (a rejection is never left unhandled), answered in its turn.
        const outcome = stored.then(
          () => null,
          (err: unknown) => ({ err }),
        );
        this.answers = this.answers
          .then(async () => {
            const failed = await outcome;
            if (failed) this.refuse(failed.err, frame, receipt);
            else this.receipt(receipt);
          })
          .catch((err) => this.unexpected(err));
        return;
      }
      await this.answers;
      if (this.finished()) return;
      await this.dispatch(frame);
      this.receipt(receipt);
    } catch (err) {
      // The frames taken before this one are answered first.
      await this.answers;
      this.refuse(err, frame, receipt);
    }
  }

  /** An ERROR or DISCONNECT has been sent, or the socket is closed: nothing more is answered. */
  private finished(): boolean {
    return this.closing || this.state === 'closed';
  }

  private receipt(receipt: string | undefined): void {
    if (receipt !== undefined && !this.closing && this.state === 'open') {
      this.write({ command: 'RECEIPT', headers: { 'receipt-id': receipt } });
    }
  }

  private refuse(err: unknown, frame: StompFrame, receipt: string | undefined): void {
    if (err instanceof Refused) {
      this.failNow(err, receipt);
      return;
    }
    if (err instanceof StompRefusal) {
      this.failNow(new Refused(err.message, CLOSE.policy), receipt);
      return;
    }
    this.deps.log.error({ err, session: this.session, command: frame.command }, 'A STOMP frame failed');
    this.failNow(
      new Refused('The server could not handle the frame; nothing was done.', CLOSE.fault),
      receipt,
    );
  }

  private async dispatch(frame: StompFrame): Promise<void> {
    if (this.state === 'connecting') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
        throw new Refused(`The first frame must be CONNECT, not ${frame.command}.`);
      }
      return this.connect(frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE':
        return this.unsubscribe(frame);
      case 'SEND':
        // (handle() takes a SEND of an open connection without waiting for its commit.)
        return (await this.send(frame)).stored;
      case 'ACK':
      case 'NACK':
        return this.acknowledge(frame);
      case 'DISCONNECT':
        return this.disconnect(frame);
      case 'CONNECT':
      case 'STOMP':
        throw new Refused('This connection is already connected.');
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new Refused('Transactions are not supported: send each message on its own.');
      default:
        throw new Refused(`${frame.command} is not a STOMP 1.2 client command.`);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      throw new Refused('This server speaks STOMP 1.2 only: accept-version must include 1.2.');
    }
    const heartBeat = parseHeartBeat(frame.headers['heart-beat']);
    if (!heartBeat) {
      throw new Refused('The heart-beat header must be two numbers of milliseconds, such as 20000,20000.');
    }
    const principal = await this.deps.application.authenticate({
      headers: frame.headers,
      actor: this.request.actor,
      ip: this.request.ip,
    });
    if (this.closing || this.state !== 'connecting') return;
    this.principal = principal;
    this.state = 'open';
    clearTimeout(this.connectTimer);
    const floor = this.deps.limits.heartBeatMs;
    this.write({
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        'heart-beat': `${floor},${floor}`,
        server: 'Portside',
        'user-name': principal.userName,
        session: this.session,
      },
    });
    this.heartBeats.start(heartBeat, floor, {
      sinceSent: () => Date.now() - this.sentAt,
      sinceReceived: () => Date.now() - this.receivedAt,
      beat: () => this.guard(() => this.writeRaw('\n')),
      silent: () =>
        this.guard(() => {
          this.deps.log.info(
            { session: this.session },
            'STOMP connection silent for two heart-beats: closed',
          );
          void this.terminate();
        }),
    });
  }

  private async subscribe(frame: StompFrame): Promise<void> {
    const id = required(frame, 'id');
    const destination = required(frame, 'destination');
    const ack = (frame.headers.ack ?? 'auto') as AckMode;
    if (!ACK_MODES.includes(ack)) {
      throw new Refused('The ack header must be auto, client or client-individual.');
    }
    if (this.subscriptions.get(id))
      throw new Refused(`This connection already has a subscription with id ${id}.`);
    if (this.subscriptions.size >= this.deps.limits.maxSubscriptions) {
      throw new Refused(
        `A connection may hold ${this.deps.limits.maxSubscriptions} subscriptions.`,
        CLOSE.policy,
      );
    }
    const { key, kinds } = this.deps.application.subscription(this.principal!, destination);
    const subscription: Subscription = { id, key, kinds, ack, stop: null };
    this.subscriptions.add(subscription);
    let stop: () => Promise<void>;
    try {
      stop = await this.deps.hub.subscribe(key, (delivery) =>
        this.guard(() => this.deliver(subscription, delivery)),
      );
    } catch (err) {
      this.subscriptions.remove(id);
      throw err;
    }
    if (this.state === 'closed' || !this.subscriptions.holds(subscription)) {
      await stop();
      return;
    }
    subscription.stop = stop;
  }

  private deliver(subscription: Subscription, delivery: HubDelivery): void {
    if (this.state !== 'open' || this.closing || !this.subscriptions.holds(subscription)) return;
    if (!subscription.kinds.includes(delivery.kind)) return;
    const messageId = `${this.session}-${++this.messageCount}`;
    const headers: Record<string, string | number> = {
      // RabbitMQ's naming: the exchange (the account) and the routing key the delivery came by.
      destination: `/exchange/${subscription.key.account}/${delivery.kind}`,
      subscription: subscription.id,
      'message-id': messageId,
      'content-type': 'application/json',
      seq: delivery.seq,
    };
    if (subscription.ack !== 'auto') {
      headers.ack = messageId;
      this.subscriptions.expectAck(messageId, subscription);
      if (this.subscriptions.pendingCount > this.deps.limits.maxPendingAcks) {
        this.failAfterQueue(
          new Refused(`More than ${this.deps.limits.maxPendingAcks} messages wait for an ACK.`, CLOSE.policy),
        );
        return;
      }
    }
    this.write({ command: 'MESSAGE', headers, body: delivery.body });
  }

  private async unsubscribe(frame: StompFrame): Promise<void> {
    const id = required(frame, 'id');
    const subscription = this.subscriptions.remove(id);
    if (!subscription) throw new Refused(`This connection has no subscription with id ${id}.`);
    await subscription.stop?.();
  }

  private async send(frame: StompFrame): Promise<SentFrame> {
    const destination = required(frame, 'destination');
    if (frame.headers.transaction !== undefined) {
      throw new Refused('Transactions are not supported: send each message on its own.');
    }
    let body: string;
    try {
      body = utf8.decode(frame.body);
    } catch {
      throw new Refused('The body of a SEND must be UTF-8 text.');
    }
    return this.deps.application.send(this.principal!, destination, body, this.lane);
  }

  /** ACK and NACK settle alike: nothing is redelivered after a NACK (the client catches up by seq). */
  private async acknowledge(frame: StompFrame): Promise<void> {
    const id = required(frame, 'id');
    if (!this.subscriptions.settle(id)) {
      throw new Refused(
        `No message waits for ${frame.command === 'ACK' ? 'an ACK' : 'a NACK'} with id ${id}.`,
      );
    }
  }

  private async disconnect(frame: StompFrame): Promise<void> {
    this.accepting = false;
    this.closing = true;
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.write({ command: 'RECEIPT', headers: { 'receipt-id': receipt } });
    this.socket.close(1000);
  }

  /** Refuses after the frames already taken are handled (their RECEIPTs go first); takes no more. */
  private failAfterQueue(refusal: Refused): void {
    if (!this.accepting) return;
    this.accepting = false;
    this.queue = this.queue
      .then(() => this.answers)
      .then(() => this.sendError(refusal))
      .catch((err) => this.unexpected(err));
  }

  private failNow(refusal: Refused, receipt?: string): void {
    this.accepting = false;
    this.sendError(refusal, receipt);
  }

  private sendError(refusal: Refused, receipt?: string): void {
    if (this.state === 'closed' || this.closing) return;
    this.closing = true;
    const headers: Record<string, string> = { message: refusal.message, 'content-type': 'text/plain' };
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.write({ command: 'ERROR', headers, body: refusal.message });
    this.socket.close(refusal.code);
  }

  private write(frame: OutgoingFrame): void {
    this.writeRaw(serializeFrame(frame));
  }

  private writeRaw(data: string | Buffer): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > this.deps.limits.maxBufferedOctets) {
      this.deps.log.warn({ session: this.session }, 'STOMP client too slow to read its messages: cut off');
      void this.terminate();
      return;
    }
    // The upgrade request's TCP socket is the one ws writes to.
    corkUntilTurnEnds(this.request.raw.socket);
    this.socket.send(data);
    this.sentAt = Date.now();
  }

  private async cleanUp(): Promise<void> {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.accepting = false;
    this.closing = true;
    clearTimeout(this.connectTimer);
    this.heartBeats.stop();
    for (const stop of this.subscriptions.clear()) {
      try {
        await stop();
      } catch (err) {
        this.deps.log.warn(
          { err, session: this.session },
          'A closed STOMP connection could not stop listening',
        );
      }
    }
    this.resolveClosed();
  }
}
