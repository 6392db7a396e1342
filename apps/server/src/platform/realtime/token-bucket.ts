/** A connection's frame budget: `perSecond` tokens a second, at most `burst` saved up. */
export class TokenBucket {
  private tokens: number;
  private refilledAt = Date.now();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  /** Spends `count` tokens; false (spending nothing) when there are not that many. */
  take(count: number): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.refilledAt) * this.perSecond) / 1000);
    this.refilledAt = now;
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }
}
