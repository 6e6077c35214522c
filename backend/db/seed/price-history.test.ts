import { lowestBeforePromotion } from '@/backend/rules/reference-price';
import { OPEN_END, priceHistory } from './price-history';

const promo = { start: '2026-10-20', lastChange: '2026-10-05', firstSeen: '2026-06-07', earlierFactor: 0.96 };
const pse = { net: 100, promoNet: 80 };

describe('seeded price history', () => {
  test('a product without promotion has one price since its launch', () => {
    expect(priceHistory({ createdAt: '2025-03-04T10:00:00Z', promo: null }, pse)).toEqual([{ price: 100, from: '2025-03-04T10:00:00Z', to: OPEN_END }]);
  });

  test('an older product on promotion: launch price, regular price, promotion; the reference is the 30-day low (rising case)', () => {
    const history = priceHistory({ createdAt: '2025-03-04T10:00:00Z', promo }, pse);
    expect(history).toEqual([
      { price: 96, from: '2025-03-04T10:00:00Z', to: '2026-10-05' },
      { price: 100, from: '2026-10-05', to: '2026-10-20' },
      { price: 80, from: '2026-10-20', to: OPEN_END },
    ]);
    expect(lowestBeforePromotion(history, promo.start, pse.promoNet)).toBe(96);
  });

  test('a product launched after the last price change starts at its launch with the regular price (new product case)', () => {
    const history = priceHistory({ createdAt: '2026-10-10T08:15:00Z', promo }, pse);
    expect(history).toEqual([
      { price: 100, from: '2026-10-10T08:15:00Z', to: '2026-10-20' },
      { price: 80, from: '2026-10-20', to: OPEN_END },
    ]);
    expect(lowestBeforePromotion(history, promo.start, pse.promoNet)).toBe(100);
  });

  test('a product launched on the day its promotion started has no earlier price, so no reduction to announce', () => {
    const history = priceHistory({ createdAt: '2026-10-20T09:00:00Z', promo }, pse);
    expect(history).toEqual([{ price: 80, from: '2026-10-20T09:00:00Z', to: OPEN_END }]);
    expect(lowestBeforePromotion(history, promo.start, pse.promoNet)).toBe(80);
  });
});
