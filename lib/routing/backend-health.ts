/**
 * Whether the backend answers, checked at most every few seconds. Known routes (home, ...) are rendered from the
 * route cache; the proxy uses this to show the server-down page (503) instead of a broken page when the backend
 * is gone. The check runs only when the last answer is older than HEALTH_TTL_MS, so the hot path stays local.
 */
export const HEALTH_TTL_MS = 3_000;
const PROBE_TIMEOUT_MS = 5_000;

export class BackendHealth {
  private checkedAt = 0;
  private up = true;
  private inFlight: Promise<boolean> | null = null;

  constructor(
    private readonly probeUrl: string,
    private readonly token: string,
    private readonly now: () => number = Date.now,
  ) {}

  async isUp(): Promise<boolean> {
    if (this.now() - this.checkedAt < HEALTH_TTL_MS) return this.up;
    this.inFlight ??= this.probe().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Records an outcome seen elsewhere (a lookup that could not reach the backend). */
  report(up: boolean): void {
    this.up = up;
    this.checkedAt = this.now();
  }

  private async probe(): Promise<boolean> {
    let up: boolean;
    try {
      const response = await fetch(this.probeUrl, {
        headers: { Authorization: `Bearer ${this.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        cache: 'no-store',
      });
      up = response.status < 500;
      await response.body?.cancel();
    } catch {
      up = false;
    }
    this.report(up);
    return up;
  }
}
