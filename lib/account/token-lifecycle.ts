import { TOKEN_LIFE_MS, TOKEN_REFRESH_FRACTION } from '@/contract/constants';

/**
 * The login token's life (spec section 4, S4-01..S4-06): fresh until two thirds of its life, then its refresh is due,
 * expired at its end (a silent logout, S4-03). Pure functions over the token's issue and expiry times and an injected
 * clock; the timer below runs them in the browser.
 */
export type TokenTimes = { issuedAt: number; expiresAt: number };
export type TokenState = 'fresh' | 'refresh-due' | 'expired';

/** When the refresh of a token is due: at TOKEN_REFRESH_FRACTION of its life (4 hours of 6). */
export function refreshDueAt({ issuedAt, expiresAt }: TokenTimes): number {
  const life = expiresAt > issuedAt ? expiresAt - issuedAt : TOKEN_LIFE_MS;
  return issuedAt + Math.floor(life * TOKEN_REFRESH_FRACTION);
}

export function tokenState(times: TokenTimes, now: number): TokenState {
  if (now >= times.expiresAt) return 'expired';
  if (now >= refreshDueAt(times)) return 'refresh-due';
  return 'fresh';
}

export type Clock = { now: () => number };
export type Scheduler = { schedule: (callback: () => void, delayMs: number) => () => void };

/** What the timer's owner does: refresh the token (answers the new times, or null when the refresh failed), log out. */
export type TokenTimerActions = {
  refresh: () => Promise<TokenTimes | null>;
  /** The token expired: the client state is cleared without a message (S4-03). */
  expire: () => void;
};

/**
 * The background timer of the token (S4-04..S4-06): it reports at two thirds of the token's life, refreshes it and
 * restarts with the new times. A failed refresh is only logged (S8-38): the timer then waits for the expiry and logs
 * out silently. Clock and scheduler are injected (tests run it without waiting).
 */
export class TokenTimer {
  private cancel: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly actions: TokenTimerActions,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  /** (Re)starts the timer for a token. */
  start(times: TokenTimes): void {
    this.clear();
    this.stopped = false;
    const now = this.clock.now();
    const state = tokenState(times, now);
    if (state === 'expired') {
      this.actions.expire();
      return;
    }
    if (state === 'refresh-due') {
      void this.refresh(times);
      return;
    }
    this.cancel = this.scheduler.schedule(() => void this.refresh(times), refreshDueAt(times) - now);
  }

  stop(): void {
    this.stopped = true;
    this.clear();
  }

  private clear(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private async refresh(times: TokenTimes): Promise<void> {
    const renewed = await this.actions.refresh().catch(() => null);
    if (this.stopped) return;
    if (renewed && renewed.expiresAt > times.expiresAt) {
      this.start(renewed);
      return;
    }
    this.log('token refresh failed');
    const now = this.clock.now();
    this.clear();
    this.cancel = this.scheduler.schedule(() => {
      this.cancel = null;
      this.actions.expire();
    }, Math.max(0, times.expiresAt - now));
  }
}
