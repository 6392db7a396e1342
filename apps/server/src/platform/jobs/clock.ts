/**
 * The scheduler's idea of now. The server runs on the system clock; tests, and a browser-test server
 * started with TEST_CLOCK=true, hand it a settable one and move it, so no test waits for a time to come.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Reads the system clock until set, then the instant set (it does not move by itself). */
export class SettableClock implements Clock {
  private at: Date | null;

  constructor(at?: Date) {
    this.at = at ? new Date(at) : null;
  }

  now(): Date {
    return this.at ? new Date(this.at) : new Date();
  }

  set(at: Date): void {
    this.at = new Date(at);
  }
}
