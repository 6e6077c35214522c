import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    const run = (project: string, file: string, duration: number, steps: TestStep[], retry = 0, describe = '') =>
      reporter.onTestEnd(
        {
          id: `${project}-${file}-${describe}`,
          titlePath: () => ['', project, file, ...(describe ? [describe] : []), `${file} test`],
          parent: { project: () => ({ name: project }) },
          location: { file: `/repo/e2e/${file}`, line: 1, column: 1 },
        } as unknown as TestCase,
        { duration, steps, retry } as TestResult,
      );
    run('at', 'cart.spec.ts', 4000, [step('Navigate to "/"', 1500), step('Evaluate', 800)]);
    run('de', 'cart.spec.ts', 2000, [step('Navigate to "/cart"', 500)]);
    run('at', 'search.spec.ts', 9000, [step('Evaluate', 3000)]);
    run('at', 'search.spec.ts', 1000, [], 1);
    // forEachShop's copies of one HTTP check: one title, a describe per shop, two tests.
    run('http', 'seo.spec.ts', 300, [], 0, 'at');
    run('http', 'seo.spec.ts', 300, [], 0, 'de');
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const summaryFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'reporter-')), 'summary.json');
    process.env.E2E_SUMMARY_FILE = summaryFile;
    reporter.onEnd({ status: 'passed', duration: 7500, startTime: new Date() } as FullResult);
    delete process.env.E2E_SUMMARY_FILE;
    log.mockRestore();
    // What npm test prints in its phase table.
    expect(JSON.parse(readFileSync(summaryFile, 'utf8'))).toEqual({ wallSeconds: 8, tests: 5, retried: 1, flaky: ['[at] search.spec.ts:1 search.spec.ts test'] });
    expect(lines[0]).toContain('8 s wall, 17 worker-s in 5 tests, 1 retried');
    expect(lines[1]).toBe('  retried: [at] search.spec.ts:1 search.spec.ts test');
    expect(lines.slice(3, 6)).toEqual(['    14.0 s     3  at', '     2.0 s     1  de', '     0.6 s     2  http']);
    expect(lines.slice(7, 9)).toEqual(['    10.0 s     2  search.spec.ts', '     6.0 s     2  cart.spec.ts']);
    expect(lines.slice(11, 13)).toEqual(['     3.8 s     2  pw:api: Evaluate', '     2.0 s     2  pw:api: Navigate']);
  });
});
