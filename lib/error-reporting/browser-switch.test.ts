import type { EarlyErrors } from './early-errors';
import { startBrowserReportingIfOn, type BrowserSwitchDeps } from './browser-switch';

function heldErrors(errors: unknown[]) {
  let queued = [...errors];
  const early: EarlyErrors = {
    take: jest.fn(() => {
      const taken = queued;
      queued = [];
      return taken;
    }),
    stop: jest.fn(),
    onRouterTransition: jest.fn(),
  };
  return { early, left: () => queued };
}

function deps(answer: unknown | Error): BrowserSwitchDeps & { startSdk: jest.Mock } {
  return {
    fetchConfig: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)),
    startSdk: jest.fn(async () => {}),
  };
}

describe('startBrowserReportingIfOn', () => {
  test('without a DSN the SDK chunk is never requested and the held errors are dropped', async () => {
    const { early, left } = heldErrors([new Error('early')]);
    const off = deps({ dsn: null, environment: 'production' });
    await startBrowserReportingIfOn(early, off);
    expect(off.startSdk).not.toHaveBeenCalled();
    expect(early.stop).toHaveBeenCalled();
    expect(left()).toEqual([]);
  });

  test.each([
    ['a failed request', new Error('offline')],
    ['a non-JSON answer', null],
    ['a DSN that is not a URL', { dsn: 'not a url', environment: 'production' }],
    ['a missing environment', { dsn: 'https://key@sentry.example/1' }],
  ])('%s counts as reporting off', async (_, answer) => {
    const { early } = heldErrors([]);
    const broken = deps(answer);
    await startBrowserReportingIfOn(early, broken);
    expect(broken.startSdk).not.toHaveBeenCalled();
    expect(early.stop).toHaveBeenCalled();
  });

  test('with a DSN the SDK starts with it and takes over the held errors itself', async () => {
    const { early, left } = heldErrors([new Error('early')]);
    const on = deps({ dsn: 'https://key@sentry.example/1', environment: 'e2e' });
    await startBrowserReportingIfOn(early, on);
    expect(on.startSdk).toHaveBeenCalledWith(early, { dsn: 'https://key@sentry.example/1', environment: 'e2e' });
    expect(early.stop).not.toHaveBeenCalled();
    expect(left()).toHaveLength(1);
  });
});
