import { TOKEN_LIFE_MS } from '@/contract/constants';
import { TokenTimer, refreshDueAt, tokenState, type Scheduler, type TokenTimes } from './token-lifecycle';

const HOUR = 60 * 60 * 1000;
const ISSUED = Date.parse('2026-11-24T10:00:00Z');
const token = (issuedAt = ISSUED): TokenTimes => ({ issuedAt, expiresAt: issuedAt + TOKEN_LIFE_MS });

/** A clock and scheduler the test moves by hand. */
function manualTime(start: number) {
  let now = start;
  let tasks: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const scheduler: Scheduler = {
    schedule(run, delayMs) {
      ids += 1;
      const id = ids;
      tasks.push({ at: now + delayMs, run, id });
      return () => {
        tasks = tasks.filter((task) => task.id !== id);
      };
    },
  };
  return {
    clock: { now: () => now },
    scheduler,
    pending: () => tasks.map((task) => task.at),
    /** Moves the clock to `to`, running every task due on the way. */
    async advanceTo(to: number) {
      for (;;) {
        const due = tasks.filter((task) => task.at <= to).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        tasks = tasks.filter((task) => task.id !== due.id);
        now = due.at;
        due.run();
        await Promise.resolve();
        await Promise.resolve();
      }
      now = to;
    },
  };
}

describe('token state', () => {
  test('S4-01 a token lives 6 hours: fresh until 4 hours, refresh due until 6, then expired', () => {
    expect(tokenState(token(), ISSUED)).toBe('fresh');
    expect(tokenState(token(), ISSUED + 4 * HOUR - 1)).toBe('fresh');
    expect(tokenState(token(), ISSUED + 4 * HOUR)).toBe('refresh-due');
    expect(tokenState(token(), ISSUED + 6 * HOUR - 1)).toBe('refresh-due');
    expect(tokenState(token(), ISSUED + 6 * HOUR)).toBe('expired');
  });

  test('S4-04 the refresh is due at two thirds of the token life (4 hours)', () => {
    expect(refreshDueAt(token())).toBe(ISSUED + 4 * HOUR);
    expect(refreshDueAt({ issuedAt: ISSUED, expiresAt: ISSUED + 3 * HOUR })).toBe(ISSUED + 2 * HOUR);
  });
});

describe('token timer', () => {
  test('S4-04 S4-05 the timer reports at two thirds of the life and the token is refreshed', async () => {
    const time = manualTime(ISSUED);
    const refresh = jest.fn(async () => token(time.clock.now()));
    const timer = new TokenTimer(time.clock, time.scheduler, { refresh, expire: jest.fn() });
    timer.start(token());
    await time.advanceTo(ISSUED + 4 * HOUR - 1);
    expect(refresh).not.toHaveBeenCalled();
    await time.advanceTo(ISSUED + 4 * HOUR);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('S4-06 after a refresh the timer restarts with the new token times', async () => {
    const time = manualTime(ISSUED);
    const refresh = jest.fn(async () => token(time.clock.now()));
    const expire = jest.fn();
    const timer = new TokenTimer(time.clock, time.scheduler, { refresh, expire });
    timer.start(token());
    await time.advanceTo(ISSUED + 4 * HOUR);
    expect(time.pending()).toEqual([ISSUED + 8 * HOUR]);
    await time.advanceTo(ISSUED + 8 * HOUR);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(expire).not.toHaveBeenCalled();
  });

  test('S4-03 S8-38 a failed refresh is only logged; the token then expires and logs out silently', async () => {
    const time = manualTime(ISSUED);
    const log = jest.fn();
    const expire = jest.fn();
    const timer = new TokenTimer(time.clock, time.scheduler, { refresh: async () => null, expire }, log);
    timer.start(token());
    await time.advanceTo(ISSUED + 4 * HOUR);
    expect(log).toHaveBeenCalledWith('token refresh failed');
    expect(expire).not.toHaveBeenCalled();
    await time.advanceTo(ISSUED + 6 * HOUR);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  test('S4-02 S4-03 a token already expired at start logs out at once; one past two thirds is refreshed at once', async () => {
    const time = manualTime(ISSUED + 7 * HOUR);
    const expire = jest.fn();
    new TokenTimer(time.clock, time.scheduler, { refresh: jest.fn(), expire }).start(token());
    expect(expire).toHaveBeenCalledTimes(1);
    const late = manualTime(ISSUED + 5 * HOUR);
    const refresh = jest.fn(async () => token(late.clock.now()));
    new TokenTimer(late.clock, late.scheduler, { refresh, expire: jest.fn() }).start(token());
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('a stopped timer (logout) neither refreshes nor logs out', async () => {
    const time = manualTime(ISSUED);
    const refresh = jest.fn(async () => token(time.clock.now()));
    const expire = jest.fn();
    const timer = new TokenTimer(time.clock, time.scheduler, { refresh, expire });
    timer.start(token());
    timer.stop();
    await time.advanceTo(ISSUED + 7 * HOUR);
    expect(refresh).not.toHaveBeenCalled();
    expect(expire).not.toHaveBeenCalled();
  });
});
