import { areasOf, phaseTable, runDetail } from './test-phases';

test('the phase table names each phase with its whole seconds and details, then the wall time', () => {
  expect(
    phaseTable(
      [
        { name: 'install', seconds: 94.6 },
        { name: 'unit tests', seconds: 212, detail: 'beside type check, lint and build' },
        { name: 'journeys', seconds: 301.2, detail: '250 tests, 0 retried' },
      ],
      640,
    ),
  ).toEqual([
    'Phase times:',
    '  install       95 s',
    '  unit tests   212 s  beside type check, lint and build',
    '  journeys     301 s  250 tests, 0 retried',
    '  wall time    640 s',
  ]);
});

test("a Playwright phase's detail counts its tests and retries and names the retried ones", () => {
  expect(runDetail({ wallSeconds: 30, tests: 120, retried: 0, flaky: [] })).toBe('120 tests, 0 retried');
  expect(runDetail({ wallSeconds: 30, tests: 9, retried: 2, flaky: ['[at] cart.spec.ts:19 a', '[ro] seo.spec.ts:1 b'] })).toBe(
    '9 tests, 2 retried ([at] cart.spec.ts:19 a; [ro] seo.spec.ts:1 b)',
  );
  expect(runDetail(null)).toBeUndefined();
});

test('areas are the arguments that are not options; none means the whole suite', () => {
  expect(areasOf([])).toBeNull();
  expect(areasOf(['--', ''])).toBeNull();
  expect(areasOf(['cart', 'checkout'])).toEqual(['cart', 'checkout']);
  expect(areasOf(['--verbose', 'seo'])).toEqual(['seo']);
});
