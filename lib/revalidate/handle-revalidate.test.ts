import { handleRevalidate, MAX_BODY_BYTES } from './handle-revalidate';
import { signBody, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature';

const secret = 'route-secret';
const now = Date.UTC(2026, 10, 1, 12, 0, 0);
const ts = String(now / 1000);

function signedRequest(body: string, options: { secret?: string; timestamp?: string; headers?: Record<string, string> } = {}): Request {
  const timestamp = options.timestamp ?? ts;
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    body,
    headers: { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(options.secret ?? secret, timestamp, body), ...options.headers },
  });
}

async function call(request: Request, configured: { secret: string | undefined } = { secret }) {
  const dropped: string[] = [];
  const expired: string[][] = [];
  const response = await handleRevalidate(request, {
    secret: configured.secret,
    nowMs: now,
    dropTag: (tag) => dropped.push(tag),
    expireLookups: (tags) => expired.push([...tags]),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, dropped, expired };
}

describe('POST /api/revalidate', () => {
  test.each([
    [{ type: 'product', id: 42 }, ['product:42']],
    [{ type: 'category', id: 7, locale: 'ro_RO' }, ['category:7']],
    [{ type: 'brand', id: 3 }, ['brand:3']],
    [{ type: 'content', id: 11 }, ['content:11']],
    [{ type: 'config', locale: 'de_DE' }, ['config:de_DE']],
    [{ type: 'menu' }, ['menu:de_AT', 'menu:de_DE', 'menu:ro_RO']],
  ])("a signed %j drops %j, expires this instance's proxy lookups of them and answers them", async (payload, tags) => {
    const result = await call(signedRequest(JSON.stringify(payload)));
    expect(result).toEqual({ status: 200, body: { revalidated: true, tags }, dropped: tags, expired: [tags] });
  });

  test("503 'revalidation not configured' without a secret, whatever the call", async () => {
    const result = await call(signedRequest('{"type":"product","id":1}'), { secret: undefined });
    expect(result).toEqual({ status: 503, body: { error: 'revalidation not configured' }, dropped: [], expired: [] });
  });

  test('401 for a missing, wrong or stale signature; nothing is dropped', async () => {
    const body = '{"type":"product","id":1}';
    const unsigned = new Request('http://localhost/api/revalidate', { method: 'POST', body });
    const stale = String(Number(ts) - 3600);
    for (const request of [unsigned, signedRequest(body, { secret: 'guess' }), signedRequest(body, { timestamp: stale })]) {
      const result = await call(request);
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('invalid signature');
      expect(result.dropped).toEqual([]);
      expect(result.expired).toEqual([]);
    }
  });

  test('400 for a signed body that is not JSON, has an unknown type, misses the id or carries junk', async () => {
    for (const body of ['not json', '{"type":"order","id":1}', '{"type":"product"}', '{"type":"product","id":-1}', '{"type":"product","id":1,"x":1}', '{"type":"config","locale":"en_US"}', '[]']) {
      const result = await call(signedRequest(body));
      expect([body, result.status, result.dropped, result.expired]).toEqual([body, 400, [], []]);
    }
  });

  test('400 for a body larger than the limit', async () => {
    const result = await call(signedRequest(JSON.stringify({ type: 'product', id: 1, pad: 'x'.repeat(MAX_BODY_BYTES) })));
    expect(result.status).toBe(400);
  });
});
