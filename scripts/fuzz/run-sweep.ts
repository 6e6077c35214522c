import type { FuzzCase } from './fuzz-case';
import { sendRaw, type Answer } from './raw-send';

export type Outcome = { index: number; fuzzCase: FuzzCase; answer: Answer };
export type SweepOptions = {
  /** Requests in flight at once. */
  concurrency: number;
  /** The sweep stops starting new requests after this many milliseconds. */
  budgetMs: number;
  /** Per-request limit. */
  timeoutMs: number;
  onProgress?: (done: number, total: number) => void;
};
export type SweepRun = { outcomes: Outcome[]; seconds: number; stoppedByBudget: boolean };

/** Sends the cases in order with a fixed number in flight, on loopback, within the time budget. */
export async function runSweep(port: number, cases: readonly FuzzCase[], options: SweepOptions): Promise<SweepRun> {
  const started = performance.now();
  const outcomes: Outcome[] = [];
  let next = 0;
  let stoppedByBudget = false;
  const worker = async (): Promise<void> => {
    for (;;) {
      if (performance.now() - started > options.budgetMs) {
        stoppedByBudget = next < cases.length;
        return;
      }
      const index = next;
      next += 1;
      const fuzzCase = cases[index];
      if (!fuzzCase) return;
      const answer = await sendRaw(port, fuzzCase, options.timeoutMs);
      outcomes.push({ index, fuzzCase, answer });
      options.onProgress?.(outcomes.length, cases.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, () => worker()));
  outcomes.sort((a, b) => a.index - b.index);
  return { outcomes, seconds: Math.round((performance.now() - started) / 100) / 10, stoppedByBudget };
}
