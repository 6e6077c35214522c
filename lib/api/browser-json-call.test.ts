import { browserJsonCall } from './browser-json-call';

/** The browser's JSON call of the storefront's endpoints, against a mocked fetch. */
describe('browser JSON call', () => {
  const realFetch = globalThis.fetch;
  const seen: Request[] = [];
  let reply: () => Promise<Response> = async () => Response.json({});
  const schemas = { name: 'schemas' };

  beforeAll(() => {
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(new URL(String(input), 'http://at.localhost'), init));
      return reply();
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(() => {
    seen.length = 0;
  });

  test('sends JSON with same-origin credentials past every cache; a call without a body says only what it accepts', async () => {
    reply = async () => Response.json({ lines: [] });
    await browserJsonCall('/api/cart/lines', { method: 'POST', body: { productId: 1 } }, Promise.resolve(schemas));
    await browserJsonCall('/api/cart', { method: 'GET' }, Promise.resolve(schemas));
    const [post, get] = seen;
    expect([post?.method, post?.headers.get('content-type'), post?.headers.get('accept'), post?.credentials, post?.cache]).toEqual([
      'POST',
      'application/json',
      'application/json',
      'same-origin',
      'no-store',
    ]);
    expect(await post?.text()).toBe('{"productId":1}');
    // A change outlives the page it was made on; a read does not.
    expect([post?.keepalive, get?.keepalive]).toEqual([true, false]);
    expect([get?.method, get?.headers.get('content-type'), get?.headers.get('accept'), get?.cache]).toEqual(['GET', null, 'application/json', 'no-store']);
  });

  test('answers the body, whether the status was a success, and the loaded schemas', async () => {
    reply = async () => Response.json({ lines: [] });
    expect(await browserJsonCall('/api/cart', { method: 'GET' }, Promise.resolve(schemas))).toEqual({ ok: true, body: { lines: [] }, schemas });
    reply = async () => Response.json({ error: 'cart-unavailable' }, { status: 503 });
    expect(await browserJsonCall('/api/cart', { method: 'GET' }, Promise.resolve(schemas))).toEqual({ ok: false, body: { error: 'cart-unavailable' }, schemas });
  });

  test('null when the request fails, the answer is not JSON, or the schemas do not load: never a throw', async () => {
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await browserJsonCall('/api/cart', { method: 'GET' }, Promise.resolve(schemas))).toBeNull();
    reply = async () => new Response('<html>', { status: 502 });
    expect(await browserJsonCall('/api/cart', { method: 'GET' }, Promise.resolve(schemas))).toBeNull();
    reply = async () => Response.json({ lines: [] });
    const failedLoad = Promise.reject(new Error('chunk failed'));
    failedLoad.catch(() => undefined);
    expect(await browserJsonCall('/api/cart', { method: 'GET' }, failedLoad)).toBeNull();
  });
});
