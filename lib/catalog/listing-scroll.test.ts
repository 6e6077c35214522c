import { scrollThresholdPx } from './listing-scroll';

test('infinite-scroll thresholds 1500 px (desktop) and 2500 px (below 992 px)', () => {
  expect(scrollThresholdPx(1440)).toBe(1500);
  expect(scrollThresholdPx(992)).toBe(1500);
  expect(scrollThresholdPx(991)).toBe(2500);
  expect(scrollThresholdPx(375)).toBe(2500);
});
