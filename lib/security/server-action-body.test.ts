import { NextRequest } from 'next/server';
import { refuseMalformedServerAction } from './server-action-body';

const ID = '70179d9d7ff7a9873bb65a54578eef4a9a6b94f3ce';
const BOUNDARY = '----WebKitFormBoundaryAbC123';

function multipart(fields: Array<[string, string]>): string {
  return `${fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${BOUNDARY}--\r\n`;
}

function actionRequest(body: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest('http://at.localhost:3000/contact', {
    method: 'POST',
    headers: { host: 'at.localhost:3000', origin: 'http://at.localhost:3000', 'next-action': ID, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body,
  });
}

describe('server action step of the proxy', () => {
  test('requests that are no server action are left alone without reading a body', async () => {
    expect(await refuseMalformedServerAction(new NextRequest('http://at.localhost:3000/contact'))).toBeNull();
    expect(await refuseMalformedServerAction(new NextRequest('http://at.localhost:3000/api/cart/lines', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } }))).toBeNull();
  });

  test('a form action call as React posts it passes', async () => {
    const body = multipart([['0', '["de_AT",{"status":"idle","errors":{},"values":{}},"$K1"]'], ['1_name', 'Anna'], ['1_email', 'anna@example.at']]);
    expect(await refuseMalformedServerAction(actionRequest(body))).toBeNull();
  });

  test('a broken multipart body is 400, a reply React trips over is 400, a foreign origin 403, text/plain 415', async () => {
    expect((await refuseMalformedServerAction(actionRequest('garbage')))?.status).toBe(400);
    expect((await refuseMalformedServerAction(actionRequest(multipart([['0', '["$K1"]']]).slice(0, 40))))?.status).toBe(400);
    expect((await refuseMalformedServerAction(actionRequest(multipart([['0', 'hello']]))))?.status).toBe(400);
    expect((await refuseMalformedServerAction(actionRequest(multipart([['0', '["$T"]']]))))?.status).toBe(400);
    expect((await refuseMalformedServerAction(actionRequest(multipart([['0', '[]']]), { origin: 'http://evil.example' })))?.status).toBe(403);
    expect((await refuseMalformedServerAction(actionRequest('["de_AT"]', { 'content-type': 'text/plain;charset=UTF-8' })))?.status).toBe(415);
  });

  test('a body over 1 MB is 413 even without a Content-Length', async () => {
    const body = multipart([['0', `["${'a'.repeat(1_100_000)}"]`]]);
    expect((await refuseMalformedServerAction(actionRequest(body)))?.status).toBe(413);
  });

  test('a multipart form post that names no action is 405 with Allow', async () => {
    const noHeader = new NextRequest('http://at.localhost:3000/contact', {
      method: 'POST',
      headers: { host: 'at.localhost:3000', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart([['name', 'x']]),
    });
    const refused = await refuseMalformedServerAction(noHeader);
    expect(refused?.status).toBe(405);
    expect(refused?.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
