import type { IncomingHttpHeaders } from 'node:http';
import { rawRequest } from './raw-http';
import { E2E_PORTS, type ShopProject } from './ports';

/**
 * A shopper's cookies in the HTTP tier (no browser): the Set-Cookie answers of the storefront kept by name, a cookie
 * dropped when the answer expires it, sent back as one Cookie header.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }

  /** Applies an answer's Set-Cookie headers; returns the names the answer dropped (expired or emptied). */
  take(headers: IncomingHttpHeaders): string[] {
    const dropped: string[] = [];
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()));
      if (expired || value === '') {
        this.cookies.delete(name);
        dropped.push(name);
      } else {
        this.cookies.set(name, value);
      }
    }
    return dropped;
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): Record<string, string> {
    return this.cookies.size === 0 ? {} : { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

export type ShopAnswer = { status: number; headers: IncomingHttpHeaders; body: unknown; dropped: string[] };

/**
 * A request to the shop as its own pages make it (Host and Origin of the shop, the jar's cookies, JSON in and out);
 * the answer's cookies go into the jar. No redirect is followed.
 */
export async function shopCall(shop: ShopProject, path: string, jar: CookieJar, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown } = {}): Promise<ShopAnswer> {
  const host = `${shop.host}:${E2E_PORTS.storefront}`;
  const headers: Record<string, string> = { accept: 'application/json', origin: `http://${host}`, ...jar.header() };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await rawRequest(path, host, { method: init.method ?? (init.json === undefined ? 'GET' : 'POST'), headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  const dropped = jar.take(response.headers);
  let body: unknown = response.body;
  try {
    body = JSON.parse(response.body);
  } catch {
    // Not JSON: the text.
  }
  return { status: response.status, headers: response.headers, body, dropped };
}

/** Logs a customer in through `POST /api/account/login` and returns the jar holding their session cookie. */
export async function httpLogIn(shop: ShopProject, email: string, password: string, jar = new CookieJar()): Promise<CookieJar> {
  const answer = await shopCall(shop, '/api/account/login', jar, { json: { email, password } });
  if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}`);
  return jar;
}
