import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import type { RunSummary } from '../../scripts/test-phases';

/**
 * A Playwright reporter that prints where the run's time went, after the run: per project (the HTTP tier, each shop's
 * journeys) its tests, retries and worker-seconds; the worker-seconds of the slowest spec files and of the kinds of
 * top-level steps (navigations, axe and other page evaluations, clicks, expectations, hooks). Worker-seconds add up
 * over the workers: divided by their count they give about the wall time. With E2E_SUMMARY_FILE set it also writes
 * the run's wall time, tests and retries there as JSON (scripts/test-all.ts prints them with the phase times).
 * docs/adr/0039, 0053.
 */
const TOP = 12;

type Tally = { ms: number; count: number };

export function kindOf(step: Pick<TestStep, 'category' | 'title'>): string {
  if (step.category === 'hook' || step.category === 'fixture') return step.category;
  // 'Expect "toBeVisible"', 'Navigate to "/x"', 'Click getByRole(...)': the verb (and the matcher) without arguments.
  const title = step.title.replace(/\s+(to|on)?\s*"[^"]*".*$/, '').replace(/\s+(getBy|locator\().*$/, '');
  // Numbers vary between steps of one kind ('scroll-to-top at 450 px'): N.
  return `${step.category}: ${title.replace(/\d+/g, 'N').slice(0, 40)}`;
}

function add(tallies: Map<string, Tally>, key: string, ms: number): void {
  const entry = tallies.get(key) ?? { ms: 0, count: 0 };
  tallies.set(key, { ms: entry.ms + ms, count: entry.count + 1 });
}

function table(rows: Map<string, Tally>, width: number, top = TOP): string[] {
  return [...rows]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, top)
    .map(([name, { ms, count }]) => `${(ms / 1000).toFixed(1).padStart(8)} s ${String(count).padStart(5)}  ${name.slice(0, width)}`);
}

export default class TimeReporter implements Reporter {
  private readonly projects = new Map<string, Tally>();
  private readonly files = new Map<string, Tally>();
  private readonly steps = new Map<string, Tally>();
  /** Titles of the tests that needed a retry (flaky when a later attempt passed). */
  private readonly retried = new Set<string>();
  private readonly tests = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    // The title path tells apart the copies of one test (forEachShop's describe per shop).
    const name = `[${project}] ${path.basename(test.location.file)}:${test.location.line} ${test.titlePath().slice(3).join(' › ')}`;
    this.tests.add(test.id);
    if (result.retry > 0) this.retried.add(name);
    add(this.projects, project, result.duration);
    add(this.files, path.basename(test.location.file), result.duration);
    for (const step of result.steps) add(this.steps, kindOf(step), step.duration);
  }

  onEnd(result: FullResult): void {
    const total = [...this.files.values()].reduce((sum, { ms }) => sum + ms, 0);
    const summary: RunSummary = { wallSeconds: Math.round(result.duration / 1000), tests: this.tests.size, retried: this.retried.size, flaky: [...this.retried] };
    console.log(`\nRun time: ${summary.wallSeconds} s wall, ${(total / 1000).toFixed(0)} worker-s in ${summary.tests} tests, ${summary.retried} retried`);
    for (const name of summary.flaky) console.log(`  retried: ${name}`);
    console.log('Projects (worker-s, test runs):');
    for (const line of table(this.projects, 60, this.projects.size)) console.log(line);
    console.log('Slowest spec files (worker-s, test runs):');
    for (const line of table(this.files, 60)) console.log(line);
    console.log('Top-level steps (worker-s, count):');
    for (const line of table(this.steps, 60)) console.log(line);
    const file = process.env.E2E_SUMMARY_FILE;
    if (file) writeFileSync(file, JSON.stringify(summary));
  }

  printsToStdio(): boolean {
    return false;
  }
}
