import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * A Playwright reporter that prints where the journeys' time went, after the run: the worker-seconds of the slowest
 * spec files and of the kinds of top-level steps (navigations, axe and other page evaluations, clicks, expectations,
 * hooks). Worker-seconds add up over the workers: divided by their count they give about the wall time. docs/adr/0039.
 */
const TOP = 12;

export function kindOf(step: Pick<TestStep, 'category' | 'title'>): string {
  if (step.category === 'hook' || step.category === 'fixture') return step.category;
  // 'Expect "toBeVisible"', 'Navigate to "/x"', 'Click getByRole(...)': the verb (and the matcher) without arguments.
  const title = step.title.replace(/\s+(to|on)?\s*"[^"]*".*$/, '').replace(/\s+(getBy|locator\().*$/, '');
  // Numbers vary between steps of one kind ('scroll-to-top at 450 px'): N.
  return `${step.category}: ${title.replace(/\d+/g, 'N').slice(0, 40)}`;
}

function table(rows: Map<string, { ms: number; count: number }>, width: number): string[] {
  return [...rows]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, TOP)
    .map(([name, { ms, count }]) => `${(ms / 1000).toFixed(1).padStart(8)} s ${String(count).padStart(5)}  ${name.slice(0, width)}`);
}

export default class TimeReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; count: number }>();
  private readonly steps = new Map<string, { ms: number; count: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    const entry = this.files.get(file) ?? { ms: 0, count: 0 };
    this.files.set(file, { ms: entry.ms + result.duration, count: entry.count + 1 });
    for (const step of result.steps) {
      const kind = kindOf(step);
      const seen = this.steps.get(kind) ?? { ms: 0, count: 0 };
      this.steps.set(kind, { ms: seen.ms + step.duration, count: seen.count + 1 });
    }
  }

  onEnd(result: FullResult): void {
    const total = [...this.files.values()].reduce((sum, { ms }) => sum + ms, 0);
    console.log(`\nJourney time: ${(result.duration / 1000).toFixed(0)} s wall, ${(total / 1000).toFixed(0)} worker-s in tests`);
    console.log('Slowest spec files (worker-s, tests):');
    for (const line of table(this.files, 60)) console.log(line);
    console.log('Top-level steps (worker-s, count):');
    for (const line of table(this.steps, 60)) console.log(line);
  }

  printsToStdio(): boolean {
    return false;
  }
}
