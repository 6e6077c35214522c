import type http from 'node:http';

/**
 * How long an instance told to stop (SIGTERM, SIGINT) may take to finish the requests in flight before it exits
 * anyway (ADR 0065). The supervisor of `npm start` waits a little longer than this before it kills (scripts/processes.ts).
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Exit codes of a process that ended on a signal (128 + its number), as Next.js uses them. */
const SIGNAL_EXIT_CODES: Readonly<Record<'SIGTERM' | 'SIGINT', number>> = { SIGTERM: 143, SIGINT: 130 };

type Timers = { setTimeout: (run: () => void, ms: number) => { unref(): unknown } };

/**
 * The draining part of a graceful stop. `next start` itself, on SIGTERM or SIGINT, stops listening (new connections
 * are refused), lets the requests in flight finish, then exits; this adds what it lacks: a bound (it waits forever
 * for a hung request), `Connection: close` on every answer from then on (so a keep-alive client does not send its
 * next request to a closing instance), and the draining state that makes `/readyz` answer 503.
 */
export class Shutdown {
  private stopping: 'SIGTERM' | 'SIGINT' | null = null;
  private readonly inFlight = new Set<http.ServerResponse>();

  constructor(
    private readonly exit: (code: number) => void = (code) => process.exit(code),
    private readonly warn: (message: string) => void = (message) => console.warn(message),
    private readonly graceMs: number = SHUTDOWN_GRACE_MS,
    private readonly timers: Timers = globalThis,
  ) {}

  draining(): boolean {
    return this.stopping !== null;
  }

  /** Follows one answer until its connection is done with it. */
  track(response: http.ServerResponse): void {
    if (this.stopping !== null) response.setHeader('Connection', 'close');
    this.inFlight.add(response);
    response.once('close', () => this.inFlight.delete(response));
  }

  requestsInFlight(): number {
    return this.inFlight.size;
  }

  /** Starts draining (once): answers not yet started close their connection; after the bound, the process exits. */
  begin(signal: 'SIGTERM' | 'SIGINT'): void {
    if (this.stopping !== null) return;
    this.stopping = signal;
    for (const response of this.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    // Not keeping the process alive by itself: when everything is done earlier, Next.js exits first.
    this.timers
      .setTimeout(() => {
        this.warn(`shutdown: ${this.inFlight.size} request(s) still in flight after ${this.graceMs} ms; exiting`);
        this.exit(SIGNAL_EXIT_CODES[signal]);
      }, this.graceMs)
      .unref();
  }
}

/** Starts draining on SIGTERM and SIGINT (Next.js's own handlers stop the server and exit when it is done). */
export function drainOnSignals(shutdown: Shutdown, target: Pick<NodeJS.Process, 'on'> = process): void {
  target.on('SIGTERM', () => shutdown.begin('SIGTERM'));
  target.on('SIGINT', () => shutdown.begin('SIGINT'));
}
