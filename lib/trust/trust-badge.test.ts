import { starsOf } from './trust-badge';

describe('stars of a rating', () => {
  test.each([
    [4.81, { full: 5, half: false, empty: 0 }],
    [4.74, { full: 4, half: true, empty: 0 }],
    [4.7, { full: 4, half: true, empty: 0 }],
    [4.2, { full: 4, half: false, empty: 1 }],
    [0, { full: 0, half: false, empty: 5 }],
    [2.5, { full: 2, half: true, empty: 2 }],
  ])('%s → %o (nearest half star, always five)', (value, stars) => {
    expect(starsOf(value)).toEqual(stars);
  });
});
