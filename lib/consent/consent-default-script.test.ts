import vm from 'node:vm';
import { CONSENT_COOKIE, CONSENT_SIGNALS } from './consent-state';
import { CONSENT_DEFAULT_SCRIPT, CONSENT_WAIT_FOR_UPDATE_MS } from './consent-default-script.cjs';

/** Runs the inline script as the browser would, with `cookie` as document.cookie; returns the gtag calls it queued. */
function run(cookie: string, queued: unknown[] = []): unknown[][] {
  const window: { dataLayer?: unknown[] } = queued.length > 0 ? { dataLayer: queued } : {};
  const context = vm.createContext({ document: { cookie } });
  Object.assign(context, { window: context });
  Object.assign(context, window);
  vm.runInContext(CONSENT_DEFAULT_SCRIPT, context);
  const dataLayer = (context as { dataLayer: unknown[] }).dataLayer;
  return dataLayer.slice(queued.length).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

const all = (value: string) => Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, value]));

describe('the Consent Mode default script', () => {
  test('S4-60 every signal starts denied, with wait_for_update', () => {
    expect(run('')).toEqual([['consent', 'default', { ...all('denied'), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }]]);
    expect(run(`${CONSENT_COOKIE}=denied`)).toHaveLength(1);
  });

  test('S4-61 a returning shopper who granted consent is granted at once', () => {
    expect(run(`other=1; ${CONSENT_COOKIE}=granted`)).toEqual([
      ['consent', 'default', { ...all('denied'), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }],
      ['consent', 'update', all('granted')],
    ]);
    // Only that exact cookie and value count.
    expect(run(`X${CONSENT_COOKIE}=granted`)).toHaveLength(1);
    expect(run(`${CONSENT_COOKIE}=grantedX`)).toHaveLength(1);
  });

  test('keeps what the data layer already holds, and is one fixed text (the policy names it by hash)', () => {
    const queued = [{ event: 'early' }];
    run('', queued);
    expect(queued[0]).toEqual({ event: 'early' });
    expect(queued).toHaveLength(2);
    expect(CONSENT_DEFAULT_SCRIPT).not.toContain('<');
  });
});
