/**
 * The phases of `npm test` and how their times are printed (scripts/test-all.ts): pure functions, unit-tested in
 * scripts/test-phases.test.ts.
 */

export type PhaseTime = { name: string; seconds: number; detail?: string };

/** What a Playwright run reports of itself (e2e/support/time-reporter.ts writes it to E2E_SUMMARY_FILE). */
export type RunSummary = { wallSeconds: number; tests: number; retried: number; flaky: string[] };

/** 'N tests, M retried' for a Playwright phase, with the retried tests' names. */
export function runDetail(summary: RunSummary | null): string | undefined {
  if (!summary) return undefined;
  const names = summary.flaky.length > 0 ? ` (${summary.flaky.join('; ')})` : '';
  return `${summary.tests} tests, ${summary.retried} retried${names}`;
}

/** The phase table printed at the end of a full run: one line per phase in the order given, then the wall time. */
export function phaseTable(phases: PhaseTime[], wallSeconds: number): string[] {
  const width = Math.max(...phases.map((phase) => phase.name.length), 'wall time'.length);
  const line = (name: string, seconds: number, detail?: string) =>
    `  ${name.padEnd(width)} ${String(Math.round(seconds)).padStart(5)} s${detail ? `  ${detail}` : ''}`;
  return ['Phase times:', ...phases.map((phase) => line(phase.name, phase.seconds, phase.detail)), line('wall time', wallSeconds)];
}

/**
 * `npm test -- <area> ...`: the arguments that select the tests of one area (parts of test file paths, as Jest and
 * Playwright both match them), or null for the whole suite. Options are not areas.
 */
export function areasOf(argv: string[]): string[] | null {
  const areas = argv.filter((argument) => argument.trim() !== '' && !argument.startsWith('-'));
  return areas.length > 0 ? areas : null;
}
