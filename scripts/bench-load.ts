/**
 * The load runs of `npm run bench` (page rows and the cluster rows): its settings and one run against one or several
 * servers, through wrk when it is installed (scripts/bench-wrk.ts), autocannon otherwise.
 */
import autocannon from 'autocannon';
import { LOOPBACK_HOSTNAME } from './processes';
import { measureWithWrk, wrkAvailable, type LoadFigures } from './bench-wrk';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const WARM_UP_SECONDS = 3;

export const USE_WRK = wrkAvailable();
export const LOAD_TOOL = USE_WRK ? 'wrk, 2 threads' : 'autocannon (install wrk for figures with less client overhead)';

/**
 * What one run loads: `path` with the Host header `host` (and a shopper's `cookie`) on the loopback `ports`; with
 * several ports the connections are split evenly over them and the figures cover every request.
 */
export type LoadTarget = { ports: readonly number[]; path: string; host: string; cookie?: string; headers?: Record<string, string> };

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** `total` connections over `parts` servers, as evenly as whole connections go (the first ones get the remainder). */
export function splitConnections(total: number, parts: number): number[] {
  if (!Number.isInteger(total) || !Number.isInteger(parts) || parts < 1 || total < parts) throw new Error(`cannot split ${total} connections over ${parts} servers`);
  return Array.from({ length: parts }, (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0));
}

/** One autocannon per port at once (its share of the connections), every response time kept. */
async function measureWithAutocannon(target: LoadTarget, connections: number, seconds: number): Promise<LoadFigures> {
  const times: number[] = [];
  const shares = splitConnections(connections, target.ports.length);
  const results = await Promise.all(
    target.ports.map(
      (port, index) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url: `http://${LOOPBACK_HOSTNAME}:${port}${target.path}`,
              headers: { ...target.headers, host: target.host, ...(target.cookie ? { cookie: target.cookie } : {}) },
              connections: shares[index] ?? 1,
              duration: seconds,
            },
            (error, finished) => (error ? reject(error) : resolve(finished)),
          );
          instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
        }),
    ),
  );
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(results.reduce((sum, result) => sum + result.requests.total, 0) / seconds),
    medianMs: Math.round(percentile(times, 0.5) * 10) / 10,
    p95Ms: Math.round(percentile(times, 0.95) * 10) / 10,
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

/** One load run of `seconds` at `connections` against `target`. */
export async function measureLoad(target: LoadTarget, seconds = SECONDS, connections = CONNECTIONS): Promise<LoadFigures> {
  const [first] = target.ports;
  if (first === undefined) throw new Error(`no port to load ${target.path} on`);
  if (!USE_WRK) return measureWithAutocannon(target, connections, seconds);
  const url = `http://${LOOPBACK_HOSTNAME}:${first}${target.path}`;
  return measureWithWrk(url, target.host, connections, seconds, { cookie: target.cookie, headers: target.headers, spreadOverPorts: target.ports.length > 1 ? target.ports : undefined });
}
