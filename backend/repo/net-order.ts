import { z } from 'zod';
import { vatStatusSchema } from '@/contract/account';
import { intraCommunitySupply, verifiedVatCountryId } from '@/lib/account/intra-community-supply';
import type { Db } from '@/backend/db/open';
import type { AmountInput, AmountLine } from './order-amounts';
import { round2 } from './order-amounts';

const vatRecordSchema = z.object({ guest: z.number().int(), isCompany: z.number().int(), vatNumber: z.string(), vatStatus: vatStatusSchema });
type VatRecord = z.infer<typeof vatRecordSchema>;

/** Where the goods of an order go from: the shop's country; to: the delivery address's (or pickup centre's) country. */
export type SupplyPlace = { shopCountryId: number; deliveryCountryId: number };

/**
 * Net orders (S6-04, decisions.md amended): 0 % VAT on goods, postage and payment fee only for an intra-Community
 * supply (lib/account/intra-community-supply.ts, the rule the storefront shows prices with): a registered business
 * customer whose checked VAT number belongs to another member state than the shop's, with delivery to that member
 * state. The backend decides from its own customer record, never from the pay payload: a guest, a private customer, a
 * domestic business customer, a delivery elsewhere, or an unchecked, invalid or unverifiable number pays the VAT.
 */
export function paysNet(record: VatRecord | null, place: SupplyPlace): boolean {
  if (record === null || record.guest !== 0) return false;
  const buyerVatCountryId = verifiedVatCountryId({ isCompany: record.isCompany === 1, vatNumber: record.vatNumber, vatStatus: record.vatStatus });
  return intraCommunitySupply({ ...place, buyerVatCountryId });
}

/** The customer's VAT standing as stored, for an order's place of supply. */
export function createNetOrderCheck(db: Db) {
  const byId = db.prepare('SELECT guest, is_company AS isCompany, vat_number AS vatNumber, vat_status AS vatStatus FROM customer WHERE id = ?');
  return (customerId: number, place: SupplyPlace): boolean => {
    const row = vatRecordSchema.safeParse(byId.get(customerId));
    return paysNet(row.success ? row.data : null, place);
  };
}

/**
 * The amounts of a net order: each line at its net unit price with 0 %, postage and fee without the VAT of the
 * postage's rule, the coupon discount without the goods' VAT share (the storefront's cart shows it the same way:
 * lib/cart/cart-view-builder.ts netDiscountEur).
 */
export function netAmountInput(input: AmountInput): AmountInput {
  const lines: AmountLine[] = input.lines.map((line) => ({ ...line, unitTaxedEur: line.unitNetEur, taxPercent: 0 }));
  const taxedGoods = input.lines.reduce((sum, line) => sum + round2(line.unitTaxedEur * line.quantity), 0);
  const netGoods = lines.reduce((sum, line) => sum + round2(line.unitNetEur * line.quantity), 0);
  const withoutPostageVat = (taxed: number) => round2(taxed / (1 + input.postageTaxPercent / 100));
  return {
    ...input,
    lines,
    postageTaxedEur: withoutPostageVat(input.postageTaxedEur),
    postageTaxPercent: 0,
    feeTaxedEur: withoutPostageVat(input.feeTaxedEur),
    discountTaxedEur: taxedGoods > 0 ? round2((input.discountTaxedEur * netGoods) / taxedGoods) : 0,
  };
}
