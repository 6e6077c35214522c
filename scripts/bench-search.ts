import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { loopbackFetch } from './loopback-fetch';
import { LOOPBACK_HOSTNAME } from './processes';

/**
 * The search rows of `npm run bench`: `GET /api/search` (the route handler, the reference backend's `_search`
 * behind it) for 1-, 2- and 3-word terms over the seeded catalogue, each row cycling through its terms, at
 * BENCH_SEARCH_CONNECTIONS (4) connections: req/s, median and p95 latency, and the share of the time spent waiting
 * for the engine, read from the route's `Server-Timing: engine;dur=…` header of every response.
 */
export const SEARCH_CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 4);

export const SEARCH_TERMS: Record<string, string[]> = {
  'search, 1 word': ['Waschtisch', 'Grohe', 'Badewanne', 'Thermostat', 'Heizkörper', 'Armatur', 'Siphon', 'Duschsystem'],
  'search, 2 words': ['Grohe Armatur', 'Waschtisch Siphon', 'Thermostat Dusche', 'Kermi Heizkörper', 'Badewanne freistehend', 'Keuco Spiegel', 'Geberit Spülkasten', 'Hansgrohe Brause'],
  'search, 3 words': ['Grohe Eurosmart Waschtisch', 'Hansgrohe Thermostat Dusche', 'Kaldewei Badewanne Stahl', 'Geberit Waschtisch Siphon', 'Kermi Flachheizkörper Typ', 'Duravit Badewanne freistehend', 'Keuco Einhand Waschtischbatterie', 'Vogel Noot Badheizkörper'],
};

export type SearchFigures = {
  name: string;
  terms: string[];
  requestsPerSecond: number;
  medianMs: number;
  p95Ms: number;
  engineMedianMs: number;
  engineP95Ms: number;
  /** Median engine time over median latency. */
  engineShare: number;
  non2xx: number;
  errors: number;
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
const round = (value: number) => Math.round(value * 10) / 10;

const searchPath = (term: string) => `/api/search?term=${encodeURIComponent(term)}&size=12`;

/** Asks each term once (index runtimes loaded, the ConfigApi cached); throws unless every answer is a 200. */
export async function warmSearch(port: number, host: string): Promise<void> {
  for (const term of Object.values(SEARCH_TERMS).flat()) {
    const response = await loopbackFetch(port, host, searchPath(term));
    if (response.status !== 200) throw new Error(`search ${term} answered ${response.status}`);
  }
}

export async function measureSearch(port: number, host: string, seconds: number): Promise<SearchFigures[]> {
  const out: SearchFigures[] = [];
  for (const [name, terms] of Object.entries(SEARCH_TERMS)) {
    const times: number[] = [];
    const engine: number[] = [];
    const onResponse = (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
      // autocannon hands the raw header names (as the server spelled them).
      const timing = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === 'server-timing')?.[1];
      const match = /engine;dur=([\d.]+)/.exec(Array.isArray(timing) ? timing.join(',') : timing ?? '');
      if (match?.[1]) engine.push(Number(match[1]));
    };
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://${LOOPBACK_HOSTNAME}:${port}`,
          headers: { host },
          connections: SEARCH_CONNECTIONS,
          duration: seconds,
          requests: terms.map((term) => ({ method: 'GET', path: searchPath(term), onResponse })),
        },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
    times.sort((a, b) => a - b);
    engine.sort((a, b) => a - b);
    const median = percentile(times, 0.5);
    out.push({
      name,
      terms,
      requestsPerSecond: Math.round(result.requests.total / seconds),
      medianMs: round(median),
      p95Ms: round(percentile(times, 0.95)),
      engineMedianMs: round(percentile(engine, 0.5)),
      engineP95Ms: round(percentile(engine, 0.95)),
      engineShare: median > 0 ? Math.round((percentile(engine, 0.5) / median) * 100) / 100 : 0,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  return out;
}
