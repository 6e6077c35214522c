import { utf8Bytes, type FuzzCase } from './fuzz-case';
import type { Random } from './random';
import { baseHeaders, somePath, type SweepContext } from './sweep-context';

const BAD_PORTS = ['99999', 'abc', '-1', '', '0', '65536', '3400:1', '1e3', ' 3400', utf8Bytes('３４００'), '00000000003400', '80 80'];
const JUNK_HOSTS = ['a b', '[::1', '[::1]', '..', 'x'.repeat(300), utf8Bytes('ünïcode.ro'), 'evil.example', 'at.localhost.', 'AT.LOCALHOST', 'at.localhost:3400, evil.example', '@evil.example', 'user@at.localhost', 'at.localhost/x', 'at.localhost?x', 'at.localhost#x', '%61t.localhost', '127.0.0.1', 'localhost', '[fe80::1%25eth0]', '*', '.', 'a..b', '-x-.ro', 'http://at.localhost'];
const BAD_FORWARDED_HOSTS = ['not a url', 'http://evil.example', 'at.localhost:abc', 'at.localhost:99999', '', ' ', 'x'.repeat(500), 'a,b', ',,', '[::1', 'evil.example', 'at.localhost:3400, evil.example', utf8Bytes('ü.ro'), '%zz', 'de.localhost', '//x', 'a@b', '\\\\x'];

function shopName(host: string): string {
  return host.replace(/:\d+$/, '');
}

function pathOf(random: Random, context: SweepContext): string {
  return somePath(random, context);
}

function badPort(random: Random, context: SweepContext): FuzzCase {
  const host = `${shopName(random.pick(context.hosts))}:${random.pick(BAD_PORTS)}`;
  return { kind: 'host/bad-port', method: random.pick(['GET', 'GET', 'HEAD', 'POST']), target: pathOf(random, context), headers: baseHeaders(random, context, host) };
}

function junkHost(random: Random, context: SweepContext): FuzzCase {
  return { kind: 'host/junk', method: random.pick(['GET', 'HEAD']), target: pathOf(random, context), headers: baseHeaders(random, context, random.pick(JUNK_HOSTS)) };
}

function missingOrDoubleHost(random: Random, context: SweepContext): FuzzCase {
  const headers = baseHeaders(random, context);
  if (random.chance(0.5)) return { kind: 'host/missing', method: 'GET', target: pathOf(random, context), headers: headers.filter(([name]) => name !== 'Host') };
  return { kind: 'host/double', method: 'GET', target: pathOf(random, context), headers: [...headers, ['Host', random.pick([...context.hosts, 'evil.example'])]] };
}

function forwardedHeaders(random: Random, context: SweepContext): FuzzCase {
  const headers = baseHeaders(random, context);
  headers.push(['X-Forwarded-Host', random.pick(BAD_FORWARDED_HOSTS)]);
  if (random.chance(0.4)) headers.push(['X-Forwarded-Proto', random.pick(['https', 'gopher', 'https,http', '', 'javascript:', 'HTTP'])]);
  if (random.chance(0.3)) headers.push(['X-Forwarded-Port', random.pick(['abc', '99999', '-1', '443'])]);
  if (random.chance(0.3)) headers.push(['Forwarded', random.pick(['for=1.2.3.4;host=evil.example;proto=https', 'junk', 'host="a b"', ''])]);
  if (random.chance(0.2)) headers.push(['X-Forwarded-For', random.pick(['1.2.3.4', 'junk', '', '::1, 10.0.0.1'])]);
  return { kind: 'host/forwarded-junk', method: random.pick(['GET', 'GET', 'HEAD', 'POST']), target: pathOf(random, context), headers };
}

/** An absolute-form request-target (`GET http://host/path`), which proxies send and servers must accept. */
function absoluteForm(random: Random, context: SweepContext): FuzzCase {
  const authority = random.pick([...context.hosts, 'evil.example', 'at.localhost:99999', 'a b']);
  return { kind: 'host/absolute-form-target', method: 'GET', target: `http://${authority}${pathOf(random, context)}`, headers: baseHeaders(random, context) };
}

export const HOST_GENERATORS = [badPort, badPort, junkHost, missingOrDoubleHost, forwardedHeaders, forwardedHeaders, absoluteForm];
