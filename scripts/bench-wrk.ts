/**
 * Page rows of `npm run bench` through wrk (Debian's `wrk` package) when it is installed: a C load generator whose
 * own CPU use is a fraction of autocannon's, which matters when client and server share 2 cores and a page is over
 * 100 kB. Without wrk the bench falls back to autocannon and says so.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';

export type LoadFigures = { requestsPerSecond: number; medianMs: number; p95Ms: number; non2xx: number; errors: number };

const SUMMARY_MARK = 'BENCH_SUMMARY ';

/** Prints one JSON line after the run: requests, duration, errors, non-2xx answers and latency percentiles (µs). */
const SUMMARY_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('${SUMMARY_MARK}{"requests":%d,"durationUs":%d,"errors":%d,"non2xx":%d,"p50Us":%d,"p95Us":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(95)))
end
`;

export function wrkAvailable(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits with status 1 after printing its version; only a missing binary is "not available".
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

let scriptPath: string | undefined;

function summaryScript(): string {
  if (!scriptPath) {
    scriptPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-')), 'summary.lua');
    writeFileSync(scriptPath, SUMMARY_SCRIPT);
  }
  return scriptPath;
}

const summarySchema = z.object({
  requests: z.number().int(),
  durationUs: z.number().int().positive(),
  errors: z.number().int(),
  non2xx: z.number().int(),
  p50Us: z.number(),
  p95Us: z.number(),
});

/**
 * One wrk run (2 threads, `connections` connections, `seconds` s) against `url` with the Host header `host` and, for a
 * logged-in shopper, its `Cookie` header.
 */
export async function measureWithWrk(url: string, host: string, connections: number, seconds: number, cookie?: string): Promise<LoadFigures> {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '-H', `Host: ${host}`, ...(cookie ? ['-H', `Cookie: ${cookie}`] : []), '-s', summaryScript(), url];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
  });
  const line = output.split('\n').find((row) => row.startsWith(SUMMARY_MARK));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const summary = summarySchema.parse(JSON.parse(line.slice(SUMMARY_MARK.length)));
  return {
    requestsPerSecond: Math.round(summary.requests / (summary.durationUs / 1e6)),
    medianMs: Math.round(summary.p50Us / 100) / 10,
    p95Ms: Math.round(summary.p95Us / 100) / 10,
    non2xx: summary.non2xx,
    errors: summary.errors,
  };
}
