import { orderMoney } from './order-money';

describe('order amounts', () => {
  // Intl separates the symbol with a no-break space.
  const plain = (text: string) => text.replace(/\s/g, ' ');
  test('in the shop currency with its symbol, in another currency with Intl\'s', () => {
    expect(plain(orderMoney('RON', 'ro-RO', { code: 'RON', symbol: 'lei' })(1234.5))).toBe('1.234,50 lei');
    expect(plain(orderMoney('EUR', 'de-AT', { code: 'EUR', symbol: '€' })(294.9))).toBe('€ 294,90');
    expect(plain(orderMoney('EUR', 'ro-RO', { code: 'RON', symbol: 'lei' })(10))).toBe('10,00 EUR');
  });
});
