import type { CartItem } from '@/contract/cart';
import { feeIn } from './checkout-state-server';

const items = (...rates: number[]) => ({ items: rates.map((tax_percent) => ({ tax_percent }) as CartItem) });

describe('the payment fee of a net checkout', () => {
  test("S6-04 net: the fee without the order's standard rate (its highest); gross: the fee as it is", () => {
    expect(feeIn(2.38, 'net', items(19))).toBe(2);
    expect(feeIn(2.4, 'net', items(10, 20))).toBe(2);
    expect(feeIn(2.38, 'gross', items(19))).toBe(2.38);
    expect(feeIn(0, 'net', items(21))).toBe(0);
  });
});
