import type { Db } from '@/backend/db/open';

/**
 * Personal coupons of the demo customers (README 'Demo customers'): the business customer's loyalty coupon and a thank-you
 * coupon of the Austrian private customer. Seeded after the customers; the public coupons are in cart-rules.ts.
 */
export const PERSONAL_COUPONS = [
  { code: 'WEBER-TREUE15', type: 'percent', value: 15, min: 200, until: '2099-12-31', locale: 'de_DE', customer: 'einkauf@haustechnik-weber.example.de' },
  { code: 'DANKE-ANNA', type: 'amount', value: 10, min: 80, until: '2099-06-30', locale: 'de_AT', customer: 'anna.berger@example.at' },
] as const;

export function seedCustomerCoupons(db: Db): void {
  const coupon = db.prepare('INSERT INTO coupon (code, type, value, min_total_taxed, valid_until, locale) VALUES (?, ?, ?, ?, ?, ?)');
  const assign = db.prepare('INSERT INTO coupon_customer (code, customer_id) SELECT ?, id FROM customer WHERE email = ? AND guest = 0');
  for (const c of PERSONAL_COUPONS) {
    coupon.run(c.code, c.type, c.value, c.min, c.until, c.locale);
    assign.run(c.code, c.customer);
  }
}
