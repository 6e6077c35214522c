import type { FuzzCase } from './fuzz-case';
import type { Random } from './random';
import { baseHeaders, fillTemplate, type SweepContext } from './sweep-context';
import type { ServerAction } from './app-targets';

/** A multipart/form-data body with the given boundary and fields. */
export function multipartBody(boundary: string, fields: ReadonlyArray<readonly [string, string]>): Buffer {
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8');
}

const REPLY_ROOTS = ['hello', '', '[]', '["$K1"]', '["$@1"]', '"$F1"', '["$T"]', '{"a":1}', '[' + '"$Q1",'.repeat(5) + '1]', '["de-AT",{"status":"idle"},"$K1"]', '[null,null,"$K2"]', '["$h1"]', '["$1"]', '"$undefined"', '[' + '1,'.repeat(1500) + '1]', '["$B1"]', '["$D2020"]', '["$n12"]', '["$R1"]', '["$i1"]'];

function actionAndPage(random: Random, context: SweepContext): { action: ServerAction; target: string } {
  const action = random.pick(context.targets.actions);
  const target = action.pages.length > 0 && random.chance(0.8) ? action.pages[random.int(action.pages.length)] ?? '/' : fillTemplate(random.pick(context.targets.pages), random);
  return { action, target };
}

function actionHeaders(random: Random, context: SweepContext, actionId: string): Array<[string, string]> {
  const host = random.pick(context.hosts);
  const headers = baseHeaders(random, context, host);
  headers.push(['Next-Action', actionId], ['Accept', 'text/x-component']);
  if (random.chance(0.7)) headers.push(['Origin', `http://${host}`]);
  if (random.chance(0.3)) headers.push(['Next-Router-State-Tree', encodeURIComponent('["",{"children":["__PAGE__",{}]},null,null,true]')]);
  return headers;
}

function nonFormBody(random: Random, context: SweepContext): FuzzCase {
  const { action, target } = actionAndPage(random, context);
  const headers = actionHeaders(random, context, action.id);
  const type = random.pick(['application/json', 'text/plain;charset=UTF-8', 'text/plain', 'application/xml', '', 'application/x-www-form-urlencoded', 'application/octet-stream', 'text/x-component']);
  if (type !== '') headers.push(['Content-Type', type]);
  const body = Buffer.from(random.pick([...REPLY_ROOTS, 'a=1&b=2', '<x/>', '{"a":']), 'utf8');
  return { kind: 'action/non-form-body', method: 'POST', target, headers, body };
}

function brokenMultipart(random: Random, context: SweepContext): FuzzCase {
  const { action, target } = actionAndPage(random, context);
  const headers = actionHeaders(random, context, action.id);
  const boundary = 'SweepBoundary7MA4YWxkTrZu0gW';
  const good = multipartBody(boundary, [['0', '["$K1"]']]).toString('utf8');
  const variants: Array<[string, string]> = [
    [`multipart/form-data; boundary=${boundary}`, 'garbage'],
    [`multipart/form-data; boundary=${boundary}`, good.slice(0, good.length - 12)],
    [`multipart/form-data; boundary=${boundary}`, good.replaceAll(boundary, 'Other')],
    [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n`],
    [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\n\r\nno headers\r\n--${boundary}--\r\n`],
    [`multipart/form-data; boundary=${boundary}`, ''],
    ['multipart/form-data', good],
    ['multipart/form-data; boundary=', good],
    [`multipart/form-data; boundary=${'b'.repeat(100)}`, good],
    ['multipart/form-data; boundary="a b"', good],
    [`multipart/form-data; boundary=${boundary}; boundary=x`, good],
    [`multipart/form-data; charset=utf-8`, good],
    [`multipart/mixed; boundary=${boundary}`, good],
    [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n\x00\x01\r\n--${boundary}--\r\n`],
  ];
  const [type, body] = random.pick(variants);
  headers.push(['Content-Type', type]);
  return { kind: 'action/broken-multipart', method: 'POST', target, headers, body: Buffer.from(body, 'latin1') };
}

function junkMultipart(random: Random, context: SweepContext): FuzzCase {
  const { action, target } = actionAndPage(random, context);
  const headers = actionHeaders(random, context, action.id);
  const boundary = `----SweepForm${random.int(1_000_000)}`;
  const fields: Array<[string, string]> = [['0', random.pick(REPLY_ROOTS)]];
  if (random.chance(0.6)) fields.push([random.pick(['1_name', '1_email', '1_message', '2_date', '1_$ACTION_KEY', 'x']), random.pick(['x', '', 'a'.repeat(10_000), '%E0%A4%A'])]);
  if (random.chance(0.2)) fields.push(['1', random.pick(REPLY_ROOTS)]);
  headers.push(['Content-Type', `multipart/form-data; boundary=${boundary}`]);
  return { kind: 'action/junk-reply', method: 'POST', target, headers, body: multipartBody(boundary, fields) };
}

function hexId(random: Random, length: number): string {
  return Array.from({ length }, () => '0123456789abcdef'[random.int(16)]).join('');
}

function unknownId(random: Random, context: SweepContext): FuzzCase {
  const { action, target } = actionAndPage(random, context);
  const id = random.pick([hexId(random, action.id.length), hexId(random, 40), 'deadbeef', 'x'.repeat(42), '', ' ', `${action.id}x`, action.id.toUpperCase(), '"><script>', 'toString', '__proto__', 'constructor', hexId(random, 2000)]);
  const headers = actionHeaders(random, context, id);
  const boundary = 'SweepUnknownId';
  headers.push(['Content-Type', random.chance(0.7) ? `multipart/form-data; boundary=${boundary}` : 'text/plain;charset=UTF-8']);
  return { kind: 'action/unknown-id', method: 'POST', target, headers, body: multipartBody(boundary, [['0', '[]']]) };
}

function foreignOrigin(random: Random, context: SweepContext): FuzzCase {
  const { action, target } = actionAndPage(random, context);
  const headers = actionHeaders(random, context, action.id).filter(([name]) => name !== 'Origin');
  const host = headers.find(([name]) => name === 'Host')?.[1] ?? 'at.localhost';
  headers.push(['Origin', random.pick(['http://evil.example', 'null', 'not a url', '', 'http://at.localhost:99999', `https://${host}`, `http://${host}.evil.example`, 'http://[::1', `http://${host}/path`, 'file://', 'http://de.localhost:1'])]);
  const boundary = 'SweepOrigin';
  headers.push(['Content-Type', `multipart/form-data; boundary=${boundary}`]);
  return { kind: 'action/foreign-origin', method: 'POST', target, headers, body: multipartBody(boundary, [['0', '[]']]) };
}

/** A no-JavaScript form post (no Next-Action header; the action named in form fields), with junk in those fields. */
function formPost(random: Random, context: SweepContext): FuzzCase {
  const { action, target } = actionAndPage(random, context);
  const headers = baseHeaders(random, context);
  if (random.chance(0.6)) headers.push(['Origin', `http://${headers[0]?.[1] ?? ''}`]);
  const boundary = `----SweepMpa${random.int(1000)}`;
  const fields: Array<[string, string]> = random.pick([
    [[`$ACTION_ID_${action.id}`, ''], ['name', 'x']],
    [[`$ACTION_ID_${hexId(random, action.id.length)}`, '']],
    [['$ACTION_REF_1', ''], ['$ACTION_1:0', random.pick(['junk', '{"id":"x","bound":null}', `{"id":"${action.id}","bound":"$@1"}`, '{"id":"' + action.id + '","bound":["x"]}'])], ['$ACTION_KEY', 'k1']],
    [['$ACTION_ID_', '']],
    [['name', 'x'], ['email', 'y']],
  ]);
  if (random.chance(0.5)) headers.push(['Content-Type', `multipart/form-data; boundary=${boundary}`]);
  else headers.push(['Content-Type', random.pick(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=nope'])]);
  return { kind: 'action/form-post-junk', method: 'POST', target, headers, body: multipartBody(boundary, fields) };
}

export const ACTION_GENERATORS = [nonFormBody, nonFormBody, brokenMultipart, brokenMultipart, junkMultipart, unknownId, foreignOrigin, formPost];
