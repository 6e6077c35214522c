import type { AddressInfo } from 'node:net';
import { buildApp } from '@/backend/app';
import { applySchema, openDatabase, type Db } from '@/backend/db/open';
import { buildSandboxProviders, createPaymentSandboxes, type PaymentSandboxes } from './payment-sandboxes';
import type { PaymentProvider, PaymentStart, RedirectProviderCode } from './provider';
import { createRecordingEvents, type RecordingEvents } from './recording-payment-events';

/**
 * Test support (not a test): the app with the payment sandboxes on an empty schema, listening on a loopback port, the
 * recording events double, and a small 'browser' that reads the sandbox pages' forms and submits them.
 */
export const SANDBOX_TEST_TOKEN = 'sandbox-test-token';
export const RETURN_BASE = 'http://at.localhost:4610/api/checkout/return';

export type Answer = { status: number; text: string; location: string | null; headers: Headers; json: () => unknown };
export type PageForm = { action: string; fields: Record<string, string>; button: string };

const unescape = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '');

/** The forms of a page: action, fields (hidden and text inputs) and the label of its submit button. */
export function pageForms(html: string): PageForm[] {
  return [...html.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => {
    const body = m[2] ?? '';
    const fields = Object.fromEntries([...body.matchAll(/<input[^>]*\bname="([^"]*)"[^>]*\bvalue="([^"]*)"/g)].map((i) => [unescape(i[1] ?? ''), unescape(i[2] ?? '')]));
    return { action: unescape(m[1] ?? ''), fields, button: unescape(/<button[^>]*>([^<]*)<\/button>/.exec(body)?.[1] ?? '') };
  });
}

export type SandboxTestApp = {
  db: Db;
  origin: string;
  recorder: RecordingEvents;
  sandboxes: PaymentSandboxes;
  providers: Record<RedirectProviderCode, PaymentProvider>;
  clock: { now: Date };
  /** A request to the app; `token` adds the shop token. */
  request: (method: string, path: string, options?: { body?: string; headers?: Record<string, string>; token?: boolean }) => Promise<Answer>;
  /** Starts a payment as the pay routes do, and tracks the order in the events double. */
  start: (code: RedirectProviderCode, overrides?: Partial<PaymentStart>) => { providerRef: string; url: string; input: PaymentStart };
  /** GET a page and submit the form whose button has this label (with field overrides). */
  submit: (pagePathOrHtml: { path: string } | { html: string }, button: string, overrides?: Record<string, string>) => Promise<Answer>;
  close: () => Promise<void>;
};

let nextOrderId = 1;

export async function createSandboxTestApp(): Promise<SandboxTestApp> {
  const db = openDatabase(':memory:');
  applySchema(db);
  const clock = { now: new Date() };
  const now = () => clock.now;
  const recorder = createRecordingEvents();
  const app = buildApp({ db, shopToken: SANDBOX_TEST_TOKEN, paymentEvents: recorder.events, now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const sandboxes = createPaymentSandboxes(app, { db, now });
  const providers = buildSandboxProviders(sandboxes);

  const request: SandboxTestApp['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${SANDBOX_TEST_TOKEN}`;
    const response = await fetch(path.startsWith('http') ? path : `${origin}${path}`, { method, headers, body: options.body, redirect: 'manual' });
    const text = await response.text();
    return { status: response.status, text, location: response.headers.get('location'), headers: response.headers, json: () => JSON.parse(text) as unknown };
  };

  return {
    db,
    origin,
    recorder,
    sandboxes,
    providers,
    clock,
    request,
    start(code, overrides = {}) {
      const orderId = nextOrderId++;
      const input: PaymentStart = {
        orderId,
        orderRef: `ORD${String(orderId).padStart(12, '0')}`,
        orderNumber: String(260000 + orderId),
        amountMinor: 12_345,
        currency: 'EUR',
        locale: 'de_AT',
        email: 'guest@example.com',
        returnBase: RETURN_BASE,
        ...overrides,
      };
      const started = providers[code].start(input);
      recorder.track(started.providerRef, input);
      return { providerRef: started.providerRef, url: started.kind === 'redirect' ? started.url : `${origin}/sandbox/stripe/c/pay/${started.sessionId}`, input };
    },
    async submit(page, button, overrides = {}) {
      const html = 'html' in page ? page.html : (await request('GET', page.path)).text;
      const form = pageForms(html).find((f) => f.button === button);
      if (!form) throw new Error(`No form with the button '${button}' on the page`);
      return request('POST', form.action, {
        body: new URLSearchParams({ ...form.fields, ...overrides }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    },
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
