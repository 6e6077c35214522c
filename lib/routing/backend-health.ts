import { configApiSchema } from '@/contract/config-api';

/**
 * Whether the backend answers, as the proxy knows it. The probe (`GET /api/ConfigApi`, whose answer must be JSON in the
 * contract's shape: a 200 with junk is as sick as a 500) runs at most every HEALTH_TTL_MS and never longer than
 * HEALTH_PROBE_TIMEOUT_MS. `current()` never waits: it answers the last known state and starts a probe in the
 * background when that state is old, so cached pages never wait for the backend. `check()` waits for a fresh state
 * (bounded by the probe timeout) and is for requests that need the backend anyway (ADR 0023).
 */
export const HEALTH_TTL_MS = 3_000;
export const HEALTH_PROBE_TIMEOUT_MS = 2_000;

export type HealthState = { up: boolean; fresh: boolean };

export class BackendHealth {
  private checkedAt = Number.NEGATIVE_INFINITY;
  private up = true;
  private inFlight: Promise<boolean> | null = null;

  constructor(
    private readonly probeUrl: string,
    private readonly token: string,
    private readonly now: () => number = Date.now,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  /** The last known state; a stale one starts a probe in the background (not awaited). */
  current(): HealthState {
    const fresh = this.now() - this.checkedAt < HEALTH_TTL_MS;
    if (!fresh) void this.probeOnce();
    return { up: this.up, fresh };
  }

  /** A fresh state: the last one when recent, else the outcome of a probe (at most HEALTH_PROBE_TIMEOUT_MS). */
  async check(): Promise<boolean> {
    if (this.now() - this.checkedAt < HEALTH_TTL_MS) return this.up;
    return this.probeOnce();
  }

  /** Records an outcome seen elsewhere (a lookup or a page that could not reach the backend). */
  report(up: boolean): void {
    this.up = up;
    this.checkedAt = this.now();
  }

  private probeOnce(): Promise<boolean> {
    this.inFlight ??= this.probe().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async probe(): Promise<boolean> {
    let up = false;
    try {
      const response = await this.fetchImpl(this.probeUrl, {
        headers: { Authorization: `Bearer ${this.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(HEALTH_PROBE_TIMEOUT_MS),
        cache: 'no-store',
      });
      if (response.ok) up = configApiSchema.safeParse(await response.json()).success;
      else await response.body?.cancel();
    } catch {
      up = false;
    }
    this.report(up);
    return up;
  }
}
