import { normalizeHost } from '@/lib/shop/resolve-shop';

/**
 * The host a request was made to: `Host`, or `X-Forwarded-Host` only when the operator declared a reverse proxy that
 * sets it (SHOP_TRUST_PROXY). Without that, a client-sent forwarded header is ignored everywhere: it must never choose
 * a redirect target, a cookie flag or a link. Null when the header is no plausible host name (bad port, junk).
 */
export function requestHost(headers: Pick<Headers, 'get'>, trustForwardedHeaders: boolean): string | null {
  const forwarded = trustForwardedHeaders ? headers.get('x-forwarded-host') : null;
  const raw = forwarded ?? headers.get('host');
  if (!raw) return null;
  const first = raw.split(',')[0]?.trim().toLowerCase() ?? '';
  const port = /:(\d{1,5})$/.exec(first)?.[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  const name = normalizeHost(first);
  if (name === null) return null;
  return port === undefined ? name : `${name}:${port}`;
}

