import TimeReporter, { kindOf } from './time-reporter';
import type { FullResult, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

describe('test-run time reporter', () => {
  test('groups steps by their verb and matcher, without their arguments', () => {
    expect(kindOf({ category: 'pw:api', title: 'Navigate to "/badezimmer"' })).toBe('pw:api: Navigate');
    expect(kindOf({ category: 'pw:api', title: "Click getByRole('button', { name: 'Zur Kasse' })" })).toBe('pw:api: Click');
    expect(kindOf({ category: 'expect', title: 'Expect "toBeVisible"' })).toBe('expect: Expect');
    expect(kindOf({ category: 'pw:api', title: 'Evaluate' })).toBe('pw:api: Evaluate');
    expect(kindOf({ category: 'hook', title: 'Before Hooks' })).toBe('hook');
    expect(kindOf({ category: 'expect', title: 'scroll-to-top at 450 px' })).toBe('expect: scroll-to-top at N px');
  });

  test('prints the slowest files and step kinds with their worker-seconds', () => {
    const reporter = new TimeReporter();
    const step = (title: string, duration: number) => ({ category: 'pw:api', title, duration }) as TestStep;
    const run = (project: string, file: string, duration: number, steps: TestStep[], retry = 0) =>
      reporter.onTestEnd(
        { title: `${file} test`, parent: { project: () => ({ name: project }) }, location: { file: `/repo/e2e/${file}`, line: 1, column: 1 } } as unknown as TestCase,
        { duration, steps, retry } as TestResult,
      );
    run('at', 'cart.spec.ts', 4000, [step('Navigate to "/"', 1500), step('Evaluate', 800)]);
    run('de', 'cart.spec.ts', 2000, [step('Navigate to "/cart"', 500)]);
    run('at', 'search.spec.ts', 9000, [step('Evaluate', 3000)]);
    run('at', 'search.spec.ts', 1000, [], 1);
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    reporter.onEnd({ status: 'passed', duration: 7500, startTime: new Date() } as FullResult);
    log.mockRestore();
    expect(lines[0]).toContain('8 s wall, 16 worker-s in 3 tests, 1 retried');
    expect(lines[1]).toBe('  retried: [at] search.spec.ts:1 search.spec.ts test');
    expect(lines.slice(3, 5)).toEqual(['    14.0 s     3  at', '     2.0 s     1  de']);
    expect(lines.slice(6, 8)).toEqual(['    10.0 s     2  search.spec.ts', '     6.0 s     2  cart.spec.ts']);
    expect(lines.slice(9, 11)).toEqual(['     3.8 s     2  pw:api: Evaluate', '     2.0 s     2  pw:api: Navigate']);
  });
});
