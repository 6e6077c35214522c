import { endOfCardsInView, scrollThresholdPx } from './scroll';

test('infinite-scroll thresholds 1500 px (desktop) and 2500 px (below 992 px)', () => {
  expect(scrollThresholdPx(1440)).toBe(1500);
  expect(scrollThresholdPx(992)).toBe(1500);
  expect(scrollThresholdPx(991)).toBe(2500);
  expect(scrollThresholdPx(375)).toBe(2500);
});

test('a page at rest loads its next chunk only when the end of its cards is in view, not when it is merely near', () => {
  // A phone (823 px high) with the end of twelve cards 1400 px below the viewport: within 2500 px, yet not loaded.
  expect(endOfCardsInView(823 + 1400, 823)).toBe(false);
  expect(endOfCardsInView(823, 823)).toBe(true);
  expect(endOfCardsInView(400, 823)).toBe(true);
  // Scrolled past (the sentinel above the viewport) counts as in view.
  expect(endOfCardsInView(-50, 823)).toBe(true);
});
