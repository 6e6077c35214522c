import type { FuzzCase } from './fuzz-case';
import type { Random } from './random';
import { baseHeaders, fillTemplate, somePath, type SweepContext } from './sweep-context';
import { HTTP_METHODS } from './app-targets';

/** Methods the Fetch standard forbids: a web `Request` cannot even be made with them. */
const FETCH_FORBIDDEN = ['TRACE', 'TRACK', 'CONNECT'];
const UNUSUAL = ['PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'SEARCH', 'PURGE', 'REPORT', 'LINK', 'UNLINK', 'SOURCE', 'QUERY', 'M-SEARCH', 'NOTIFY', 'SUBSCRIBE', 'BIND', 'ACL', 'MKCALENDAR', 'CHECKOUT', 'MERGE'];
const JUNK = ['FOO', 'get', 'Get', 'G3T', 'GET\u0000', 'X'.repeat(40), 'PRI'];

function forbiddenByFetch(random: Random, context: SweepContext): FuzzCase {
  const method = random.pick(FETCH_FORBIDDEN);
  const target = method === 'CONNECT' && random.chance(0.5) ? random.pick(context.hosts) : somePath(random, context);
  return { kind: `method/${method}`, method, target, headers: baseHeaders(random, context) };
}

function unusual(random: Random, context: SweepContext): FuzzCase {
  const headers = baseHeaders(random, context);
  if (random.chance(0.3)) headers.push(['Depth', random.pick(['0', '1', 'infinity'])]);
  return { kind: 'method/unusual', method: random.pick(UNUSUAL), target: somePath(random, context), headers };
}

/** A standard method that the target does not serve: PUT on a page, DELETE on a GET-only route handler, POST on a page without an action. */
function standardUnserved(random: Random, context: SweepContext): FuzzCase {
  if (random.chance(0.5)) {
    const handler = random.pick(context.targets.routeHandlers);
    const unserved = HTTP_METHODS.filter((method) => !handler.methods.includes(method) && method !== 'HEAD' && method !== 'OPTIONS');
    const method = unserved.length > 0 ? random.pick(unserved) : 'PUT';
    return { kind: 'method/unserved-by-route-handler', method, target: fillTemplate(handler.template, random), headers: [...baseHeaders(random, context), ['Content-Length', '0']] };
  }
  const method = random.pick(['PUT', 'DELETE', 'PATCH', 'POST']);
  const target = random.chance(0.3) && context.catalogue.length > 0 ? random.pick(context.catalogue) : fillTemplate(random.pick(context.targets.pages), random);
  return { kind: 'method/unserved-by-page', method, target, headers: [...baseHeaders(random, context), ['Content-Length', '0']] };
}

function optionsAndHead(random: Random, context: SweepContext): FuzzCase {
  const method = random.pick(['OPTIONS', 'HEAD']);
  const headers = baseHeaders(random, context);
  if (method === 'OPTIONS' && random.chance(0.5)) {
    headers.push(['Origin', random.pick(['http://evil.example', `http://${random.pick(context.hosts)}`, 'null'])], ['Access-Control-Request-Method', random.pick(['POST', 'DELETE', 'TRACE'])]);
  }
  const target = method === 'OPTIONS' && random.chance(0.1) ? '*' : somePath(random, context);
  return { kind: `method/${method}`, method, target, headers };
}

function junkMethod(random: Random, context: SweepContext): FuzzCase {
  return { kind: 'method/junk', method: random.pick(JUNK), target: somePath(random, context), headers: baseHeaders(random, context) };
}

export const METHOD_GENERATORS = [forbiddenByFetch, forbiddenByFetch, unusual, unusual, standardUnserved, standardUnserved, optionsAndHead, junkMethod];
