import { lowestBeforePromotion } from './reference-price';

describe("the backend's Omnibus reference (ADR 0032)", () => {
  const history = [
    { price: 96, from: '2025-03-04T10:00:00Z', to: '2026-10-05' },
    { price: 100, from: '2026-10-05', to: '2026-10-20' },
    { price: 80, from: '2026-10-20', to: '9999-12-31' },
  ];

  test('S5-44 the lowest price in force during the 30 days before the start, a rise inside them included', () => {
    expect(lowestBeforePromotion(history, '2026-10-20', 80)).toBe(96);
    // A start more than 30 days after the last change: only the price in force then counts.
    const later = [history[0]!, { price: 100, from: '2026-10-05', to: '2026-12-01' }, { price: 80, from: '2026-12-01', to: '9999-12-31' }];
    expect(lowestBeforePromotion(later, '2026-12-01', 80)).toBe(100);
  });

  test('a time without a zone is UTC; a price ending just at the window start is out', () => {
    const edge = [
      { price: 50, from: '2026-01-01', to: '2026-09-20T00:00:00' },
      { price: 70, from: '2026-09-20T00:00:00', to: '2026-10-20' },
    ];
    expect(lowestBeforePromotion(edge, '2026-10-20', 60)).toBe(70);
  });

  test('no history is null; launched at the reduced price is the reduced price', () => {
    expect(lowestBeforePromotion([], '2026-10-20', 80)).toBeNull();
    expect(lowestBeforePromotion([{ price: 80, from: '2026-10-20T09:00:00Z', to: '9999-12-31' }], '2026-10-20', 80)).toBe(80);
  });

  test('a malformed date is an error, not a silent reference', () => {
    expect(() => lowestBeforePromotion([{ price: 1, from: 'yesterday', to: '2026-10-20' }], '2026-10-20', 1)).toThrow('invalid date');
  });
});
