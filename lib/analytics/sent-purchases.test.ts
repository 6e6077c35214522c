import { memoryStorage } from '@/lib/ui-state/key-value-storage';
import { claimPurchase, SENT_PURCHASES_KEY } from './sent-purchases';

describe('purchases sent from this browser', () => {
  test('an order is claimed once: a reload, back navigation or a second tab (same storage) finds it sent', () => {
    const storage = memoryStorage();
    expect(claimPurchase('AT-2026-000001', storage)).toBe(true);
    expect(claimPurchase('AT-2026-000001', storage)).toBe(false);
    expect(claimPurchase('AT-2026-000002', storage)).toBe(true);
    expect(JSON.parse(storage.getItem(SENT_PURCHASES_KEY) ?? '')).toEqual(['AT-2026-000001', 'AT-2026-000002']);
  });

  test('the newest 50 ids are kept; an unreadable entry starts afresh', () => {
    const storage = memoryStorage({ [SENT_PURCHASES_KEY]: JSON.stringify(Array.from({ length: 50 }, (_, i) => `O-${i}`)) });
    expect(claimPurchase('O-new', storage)).toBe(true);
    const kept: string[] = JSON.parse(storage.getItem(SENT_PURCHASES_KEY) ?? '');
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('O-1');
    expect(claimPurchase('O-new', memoryStorage({ [SENT_PURCHASES_KEY]: '{broken' }))).toBe(true);
  });

  test('without a working storage nothing is claimed: no purchase counted twice', () => {
    expect(claimPurchase('O-1', null)).toBe(false);
    const failing = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(claimPurchase('O-1', failing)).toBe(false);
  });
});
