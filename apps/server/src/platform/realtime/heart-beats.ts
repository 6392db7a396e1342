/**
 * STOMP 1.2 heart-beating for one connection. CONNECTED offers `<floor>,<floor>`; so the server sends
 * every max(client's wish, floor) and expects the client every max(client's offer, floor), cutting a
 * connection silent for twice that. The timers are unref'd and stop() clears them.
 */
export interface HeartBeatHooks {
  /** Milliseconds since the last octet was sent / received. */
  sinceSent(): number;
  sinceReceived(): number;
  beat(): void;
  silent(): void;
}

/** Parses a CONNECT heart-beat header (`cx,cy`); null when it is not two numbers. */
export function parseHeartBeat(
  header: string | undefined,
): { clientSends: number; clientWants: number } | null {
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header ?? '0,0');
  return match ? { clientSends: Number(match[1]), clientWants: Number(match[2]) } : null;
}

export class HeartBeats {
  private readonly timers: NodeJS.Timeout[] = [];

  start(client: { clientSends: number; clientWants: number }, floor: number, hooks: HeartBeatHooks): void {
    if (client.clientWants > 0) {
      const every = Math.max(client.clientWants, floor);
      this.every(every, () => {
        if (hooks.sinceSent() >= every / 2) hooks.beat();
      });
    }
    if (client.clientSends > 0) {
      const every = Math.max(client.clientSends, floor);
      this.every(every / 2, () => {
        if (hooks.sinceReceived() > 2 * every) hooks.silent();
      });
    }
  }

  private every(ms: number, run: () => void): void {
    this.timers.push(setInterval(run, ms).unref());
  }

  stop(): void {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
  }
}
