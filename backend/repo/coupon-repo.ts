import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';

type CouponRow = { code: string; type: 'percent' | 'amount'; value: number; min: number; validUntil: string; locale: string | null };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Coupons (Thelia's coupon module, reduced to percent and fixed-amount coupons with a minimum order value). */
export function createCouponRepo(db: Db, now: () => Date) {
  const byCode = db.prepare(
    'SELECT code, type, value, min_total_taxed AS min, valid_until AS validUntil, locale FROM coupon WHERE code = ? COLLATE NOCASE',
  );
  const find = (code: string) => (byCode.get(code.trim()) as CouponRow | undefined) ?? null;
  const holders = db.prepare('SELECT customer_id AS customerId FROM coupon_customer WHERE code = ? COLLATE NOCASE');
  /** A personal coupon (one with holders) is only for its holders; a public one for everybody. */
  const mayUse = (coupon: CouponRow, customerId: number | null) => {
    const ids = (holders.all(coupon.code) as { customerId: number }[]).map((row) => row.customerId);
    return ids.length === 0 || (customerId !== null && ids.includes(customerId));
  };
  const ofCustomer = db.prepare(
    `SELECT c.code, c.type, c.value, c.min_total_taxed AS min, c.valid_until AS validUntil, c.locale,
       EXISTS (SELECT 1 FROM coupon_customer h WHERE h.code = c.code) AS personal
     FROM coupon c
     WHERE NOT EXISTS (SELECT 1 FROM coupon_customer h WHERE h.code = c.code)
        OR EXISTS (SELECT 1 FROM coupon_customer h WHERE h.code = c.code AND h.customer_id = ?)
     ORDER BY personal DESC, c.valid_until, c.code`,
  );
  const usable = (coupon: CouponRow, locale: TheliaLocale) => coupon.validUntil >= now().toISOString().slice(0, 10) && (coupon.locale === null || coupon.locale === locale);

  return {
    /**
     * The coupon when it exists, has not expired, is valid in the locale, the goods reach its minimum and, for a
     * personal coupon, `customerId` holds it; else null.
     */
    applicable(code: string, totalTaxed: number, locale: TheliaLocale, customerId: number | null = null): CouponRow | null {
      const coupon = find(code);
      return coupon && usable(coupon, locale) && mayUse(coupon, customerId) && totalTaxed >= coupon.min && totalTaxed > 0 ? coupon : null;
    },
    /** The coupons a customer can use in a shop today: their personal ones first, then the shop's public ones. */
    ofCustomer(customerId: number, locale: TheliaLocale): (CouponRow & { personal: boolean })[] {
      return (ofCustomer.all(customerId) as (CouponRow & { personal: number })[])
        .filter((coupon) => usable(coupon, locale))
        .map((coupon) => ({ ...coupon, personal: coupon.personal === 1 }));
    },
    /** Discount with tax (EUR) of an attached coupon for these goods; 0 when it no longer applies. */
    discount(code: string, totalTaxed: number, locale: TheliaLocale): number {
      const coupon = find(code);
      if (!coupon || !usable(coupon, locale) || totalTaxed < coupon.min) return 0;
      const amount = coupon.type === 'percent' ? (totalTaxed * coupon.value) / 100 : coupon.value;
      return round2(Math.min(totalTaxed, amount));
    },
  };
}

export type CouponRepo = ReturnType<typeof createCouponRepo>;
