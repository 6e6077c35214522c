import type { HeaderLookup } from './gate-answer';
import { checkServerActionForm, checkServerActionHeaders, isPlainReply, isValidBoundary, parseContentType, serverActionKind } from './server-action-guard';

const ID = '70179d9d7ff7a9873bb65a54578eef4a9a6b94f3ce';
const headers = (entries: Record<string, string>): HeaderLookup => (name) => entries[name];
const action = (extra: Record<string, string> = {}) =>
  headers({ host: 'at.localhost:3000', 'next-action': ID, origin: 'http://at.localhost:3000', 'content-type': 'multipart/form-data; boundary=----WebKitFormBoundaryAbC123', ...extra });

describe('server action guard: headers', () => {
  test('what Next.js takes for a server action', () => {
    expect(serverActionKind('POST', action())).toBe('fetch-action');
    expect(serverActionKind('POST', headers({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe('form-post');
    expect(serverActionKind('POST', headers({ 'content-type': 'application/x-www-form-urlencoded' }))).toBe('none');
    expect(serverActionKind('GET', action())).toBe('none');
  });

  test('a form action as the browser posts it passes', () => {
    expect(checkServerActionHeaders('fetch-action', action())).toBeNull();
    // Without an Origin (no browser sends that) Next.js lets the action run, and so does the guard.
    expect(checkServerActionHeaders('fetch-action', headers({ host: 'at.localhost', 'next-action': ID, 'content-type': 'multipart/form-data; boundary=x' }))).toBeNull();
    expect(checkServerActionHeaders('form-post', headers({ host: 'at.localhost:3000', origin: 'http://at.localhost:3000', 'content-type': 'multipart/form-data; boundary="a b"' }))).toBeNull();
    // Behind a proxy the Origin names the forwarded host.
    expect(checkServerActionHeaders('fetch-action', action({ host: 'internal:3000', 'x-forwarded-host': 'at.localhost:3000' }))).toBeNull();
  });

  test('a foreign, opaque or unparsable Origin is 403', () => {
    for (const origin of ['http://evil.example', 'null', 'not a url', '', 'http://at.localhost:3001', 'http://at.localhost:3000.evil.example', 'file://']) {
      expect(checkServerActionHeaders('fetch-action', action({ origin }))?.status).toBe(403);
    }
    expect(checkServerActionHeaders('form-post', headers({ host: 'at.localhost', origin: 'http://evil.example', 'content-type': 'multipart/form-data; boundary=x' }))?.status).toBe(403);
  });

  test('a malformed action id is 400', () => {
    for (const id of ['deadbeef', 'toString', '__proto__', `${ID}x`, ID.toUpperCase(), '']) {
      expect(checkServerActionHeaders('fetch-action', action({ 'next-action': id }))?.status).toBe(400);
    }
  });

  test('a body that is not multipart is 415; multipart without one valid boundary is 400; over 1 MB is 413', () => {
    for (const type of ['text/plain;charset=UTF-8', 'application/json', 'application/x-www-form-urlencoded', '', 'multipart/mixed; boundary=x']) {
      expect(checkServerActionHeaders('fetch-action', action({ 'content-type': type }))?.status).toBe(415);
    }
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'b'.repeat(71)}`, 'multipart/form-data; boundary=a; boundary=b', 'multipart/form-data; boundary=a{b']) {
      expect(checkServerActionHeaders('fetch-action', action({ 'content-type': type }))?.status).toBe(400);
    }
    expect(checkServerActionHeaders('fetch-action', action({ 'content-length': String(2 * 1024 * 1024) }))?.status).toBe(413);
  });

  test('content types and boundaries are read as RFC 2045/2046 say', () => {
    expect(parseContentType('Multipart/Form-Data; Boundary="a b"; charset=utf-8')).toEqual({ type: 'multipart/form-data', params: new Map([['boundary', ['a b']], ['charset', ['utf-8']]]) });
    expect(isValidBoundary('----WebKitFormBoundary7MA4YWxkTrZu0gW')).toBe(true);
    expect(isValidBoundary('a b')).toBe(true);
    expect(isValidBoundary('ends with space ')).toBe(false);
    expect(isValidBoundary('x'.repeat(70))).toBe(true);
    expect(isValidBoundary('x'.repeat(71))).toBe(false);
  });
});

describe('server action guard: body', () => {
  test('a form action call passes: plain arguments and the FormData reference', () => {
    expect(checkServerActionForm('fetch-action', { fields: [['0', '["de_AT",{"status":"idle","errors":{},"values":{}},"$K1"]'], ['1_name', 'Anna'], ['1_message', '$$ costs']] })).toBeNull();
    expect(isPlainReply('["de-AT",28,{"status":"invalid","errors":{"time":"slotTaken"},"values":{"name":"$$5"}},"$K1"]')).toBe(true);
  });

  test('a body that did not parse is 400, one over the limit 413', () => {
    expect(checkServerActionForm('fetch-action', 'malformed')?.status).toBe(400);
    expect(checkServerActionForm('form-post', 'too-large')?.status).toBe(413);
  });

  test('a reply React would trip over is 400: not JSON, not a list, references to parts that are not there', () => {
    for (const root of ['hello', '', '{"a":1}', '"$F1"', '["$K1", "$@1"]', '["$T"]', '["$B1"]', '["$Q1"]', '["$h1"]', '["$1"]', '["$n12"]', '["$R1"]', '["$i1"]', `[${'1,'.repeat(1000)}1]`]) {
      expect(checkServerActionForm('fetch-action', { fields: [['0', root]] })?.status).toBe(400);
    }
    expect(checkServerActionForm('fetch-action', { fields: [['1_name', 'x']] })?.status).toBe(400);
    expect(checkServerActionForm('fetch-action', { fields: [['0', null]] })?.status).toBe(400);
  });

  test('a form post without JavaScript passes with its action fields as React renders them', () => {
    const fields: Array<[string, string | null]> = [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', `{"id":"${ID}","bound":"$@1"}`],
      ['$ACTION_1:1', '["de_AT",{"status":"idle","errors":{},"values":{}}]'],
      ['$ACTION_KEY', 'k3b6bd104ab3be77e14e11d5c6d6ba748'],
      ['name', 'Anna'],
    ];
    expect(checkServerActionForm('form-post', { fields })).toBeNull();
    expect(checkServerActionForm('form-post', { fields: [[`$ACTION_ID_${ID}`, ''], ['name', 'x']] })).toBeNull();
  });

  test('a form post that names no action is 405 (pages serve no POST); junk action fields are 400', () => {
    expect(checkServerActionForm('form-post', { fields: [['name', 'x']] })).toEqual(expect.objectContaining({ status: 405, headers: { Allow: 'GET, HEAD, OPTIONS' } }));
    expect(checkServerActionForm('form-post', { fields: [['$ACTION_ID_deadbeef', '']] })?.status).toBe(400);
    for (const descriptor of ['junk', '{"id":"x","bound":null}', `{"id":"${ID}","bound":"$@2"}`, `{"id":"${ID}"}`]) {
      expect(checkServerActionForm('form-post', { fields: [['$ACTION_REF_1', ''], ['$ACTION_1:0', descriptor], ['$ACTION_1:1', '[]']] })?.status).toBe(400);
    }
    expect(checkServerActionForm('form-post', { fields: [['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"id":"${ID}","bound":"$@1"}`], ['$ACTION_1:1', '["$@3"]']] })?.status).toBe(400);
  });
});
