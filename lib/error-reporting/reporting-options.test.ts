import type { ErrorEvent } from '@sentry/nextjs';
import { browserOptions, REPLAY_PRIVACY, sharedOptions, withoutConsentedIntegrations } from './reporting-options';
import { FILTERED } from './scrub';

const target = { dsn: 'http://key@127.0.0.1:4130/1', environment: 'staging' };

describe('error-reporting options', () => {
  test('S9-24 traces are sampled at 0.2, on the server and in the browser', () => {
    expect(sharedOptions(target).tracesSampleRate).toBe(0.2);
    expect(browserOptions(target, 'at').tracesSampleRate).toBe(0.2);
  });

  test('S9-25 session replays are sampled at 0.1', () => {
    expect(browserOptions(target, 'de').replaysSessionSampleRate).toBe(0.1);
  });

  test('S9-26 every error records a replay (rate 1)', () => {
    expect(browserOptions(target, 'ro').replaysOnErrorSampleRate).toBe(1);
  });

  test('release 1.0.3, the environment, no default personal data, no client reports, the shop as a tag', () => {
    expect(sharedOptions(target)).toMatchObject({ dsn: target.dsn, environment: 'staging', release: '1.0.3', sendDefaultPii: false });
    expect(browserOptions(target, 'ro')).toMatchObject({ sendClientReports: false, initialScope: { tags: { shop: 'ro' } } });
    expect(browserOptions(target, undefined).initialScope).toEqual({});
  });

  test('every event and transaction is tagged first and scrubbed after; breadcrumbs are scrubbed', () => {
    const options = sharedOptions(target, (event) => ({ ...event, tags: { shop: 'de' }, extra: { email: 'lukas.schmidt@example.de' } }));
    const event: ErrorEvent = { type: undefined, message: 'failed for lukas.schmidt@example.de' };
    expect(options.beforeSend(event)).toEqual({ type: undefined, message: `failed for ${FILTERED}`, tags: { shop: 'de' }, extra: { email: FILTERED } });
    expect(options.beforeSendTransaction({ type: 'transaction', transaction: '/set-password/abcdef' })).toMatchObject({ transaction: `/set-password/${FILTERED}`, tags: { shop: 'de' } });
    expect(options.beforeBreadcrumb({ category: 'fetch', data: { url: '/x?token=abc' } })).toEqual({ category: 'fetch', data: { url: `/x?token=${FILTERED}` } });
  });

  test('replay masks every text, input and medium; tracing waits for consent; release health (a request per page load) is dropped', () => {
    expect(REPLAY_PRIVACY).toEqual({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
    const defaults = [{ name: 'InboundFilters' }, { name: 'BrowserSession' }, { name: 'GlobalHandlers' }, { name: 'Breadcrumbs' }, { name: 'BrowserTracing' }];
    expect(withoutConsentedIntegrations(defaults).map((integration) => integration.name)).toEqual(['InboundFilters', 'GlobalHandlers', 'Breadcrumbs']);
  });
});
