import type { SandboxContext } from './sandbox-context';

export type LoopbackAnswer = { status: number; text: string };

/**
 * A server-to-server HTTP call from this backend to itself (the shop calling a provider's API, a provider posting a
 * webhook): a real request on loopback, so signatures, credentials and status codes are exercised as on the wire.
 */
export async function loopbackRequest(
  context: SandboxContext,
  method: 'GET' | 'POST',
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<LoopbackAnswer> {
  const response = await fetch(`${context.loopbackOrigin()}${path}`, {
    method,
    headers: options.headers,
    body: options.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, text: await response.text() };
}

/** Parses a JSON text, or null when it is not JSON. */
export function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
