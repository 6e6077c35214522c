import { MAX_REQUEST_ID_LENGTH, requestIdOf } from './request-id';

const generate = () => 'generated-id';

describe('the request id rule', () => {
  test('a well-formed incoming id is kept: UUIDs, hex, Varnish numbers, dotted and colon-separated ids', () => {
    for (const id of ['3f1c8a52-6f0e-4f7a-9b1e-2a9c0d5e7f11', 'abc123', '32770', 'lb.1:req-9_x', 'a'.repeat(MAX_REQUEST_ID_LENGTH)]) {
      expect(requestIdOf(id, generate)).toBe(id);
    }
  });

  test('anything else is replaced by a new id: missing, empty, too long, spaces, repeated headers, quotes, control characters', () => {
    for (const id of [undefined, '', 'a'.repeat(MAX_REQUEST_ID_LENGTH + 1), 'a b', 'abc, def', '"abc"', 'abc\r\nSet-Cookie: x=1', 'abc\u0000', 'üml', '<script>', 'a/b']) {
      expect(requestIdOf(id, generate)).toBe('generated-id');
    }
  });

  test('a new id is a random UUID by default', () => {
    const first = requestIdOf(undefined);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdOf(undefined)).not.toBe(first);
  });
});
