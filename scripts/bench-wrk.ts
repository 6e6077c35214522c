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
import { LOOPBACK_HOSTNAME } from './processes';

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

/**
 * wrk's setup() gives each thread its own server address (wrk's documented `thread.addr`): thread 1 to the first
 * port, thread 2 to the second, and so on round the list. One wrk then loads several servers at once with its
 * connections split evenly over its threads, and its latency figures cover every request.
 */
export function spreadScript(ports: readonly number[]): string {
  const list = ports.map((port) => {
    if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`not a port: ${port}`);
    return `"${port}"`;
  });
  return `
local ports = { ${list.join(', ')} }
local started = 0
setup = function(thread)
  -- The first loopback address (IPv4 or IPv6) the server accepts a connection on.
  local port = ports[(started % #ports) + 1]
  local chosen = nil
  for _, addr in ipairs(wrk.lookup("${LOOPBACK_HOSTNAME}", port)) do
    if chosen == nil and wrk.connect(addr) then chosen = addr end
  end
  if chosen == nil then error("nothing listens on port " .. port) end
  thread.addr = chosen
  started = started + 1
end
`;
}

const scriptPaths = new Map<string, string>();

/** The Lua file of the summary (with the thread spread over `ports` when given), written once per distinct text. */
function summaryScript(ports?: readonly number[]): string {
  const text = ports ? `${spreadScript(ports)}${SUMMARY_SCRIPT}` : SUMMARY_SCRIPT;
  let file = scriptPaths.get(text);
  if (!file) {
    file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-')), 'summary.lua');
    writeFileSync(file, text);
    scriptPaths.set(text, file);
  }
  return file;
}

const summarySchema = z.object({
  requests: z.number().int(),
  durationUs: z.number().int().positive(),
  errors: z.number().int(),
  non2xx: z.number().int(),
  p50Us: z.number(),
  p95Us: z.number(),
});

/** What a wrk run sends besides the Host header, and where: see measureWithWrk. */
export type WrkOptions = { cookie?: string; headers?: Record<string, string>; spreadOverPorts?: readonly number[] };

/**
 * One wrk run (2 threads, `connections` connections, `seconds` s) against `url` with the Host header `host`, for a
 * logged-in shopper its `cookie`, and any other `headers`. With `spreadOverPorts` (loopback ports, at most one per
 * thread), each thread loads its own server on `url`'s path instead of `url`'s port (half the connections each for two).
 */
export async function measureWithWrk(url: string, host: string, connections: number, seconds: number, options: WrkOptions = {}): Promise<LoadFigures> {
  const threads = 2;
  const { cookie, headers = {}, spreadOverPorts } = options;
  if (spreadOverPorts && (spreadOverPorts.length === 0 || spreadOverPorts.length > threads)) throw new Error(`wrk spreads ${threads} threads over 1 to ${threads} ports, not ${spreadOverPorts.length}`);
  const headerArgs = [`Host: ${host}`, ...(cookie ? [`Cookie: ${cookie}`] : []), ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].flatMap((line) => ['-H', line]);
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, ...headerArgs, '-s', summaryScript(spreadOverPorts), url];
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
