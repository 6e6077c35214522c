import type { TheliaLocale } from '@/lib/contract/common';
import type { Db } from '@/backend/db/open';

type CouponRow = { code: string; type: 'percent' | 'amount'; value: number; min: number; validUntil: string; locale: string | null };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Coupons (Thelia's coupon module, reduced to percent and fixed-amount coupons with a minimum order value). */
export function createCouponRepo(db: Db, now: () => Date) {
  const byCode = db.prepare(
    'SELECT code, type, value, min_total_taxed AS min, valid_until AS validUntil, locale FROM coupon WHERE code = ? COLLATE NOCASE',
  );
  const find = (code: string) => (byCode.get(code.trim()) as CouponRow | undefined) ?? null;
  const usable = (coupon: CouponRow, locale: TheliaLocale) => coupon.validUntil >= now().toISOString().slice(0, 10) && (coupon.locale === null || coupon.locale === locale);

  return {
    /** The coupon when it exists, has not expired, is valid in the locale and the goods reach its minimum; else null. */
    applicable(code: string, totalTaxed: number, locale: TheliaLocale): CouponRow | null {
      const coupon = find(code);
      return coupon && usable(coupon, locale) && totalTaxed >= coupon.min && totalTaxed > 0 ? coupon : null;
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
