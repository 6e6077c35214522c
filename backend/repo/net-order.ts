import { z } from 'zod';
import { vatStatusSchema } from '@/contract/account';
import { viesQuery } from '@/backend/rules/vat-number';
import type { Db } from '@/backend/db/open';
import type { AmountInput, AmountLine } from './order-amounts';
import { round2 } from './order-amounts';

const vatRecordSchema = z.object({ guest: z.number().int(), isCompany: z.number().int(), vatNumber: z.string(), vatStatus: vatStatusSchema });
type VatRecord = z.infer<typeof vatRecordSchema>;

/** Where the goods of an order go from: the shop's country; to: the delivery address's (or pickup centre's) country. */
export type SupplyPlace = { shopCountryId: number; deliveryCountryId: number };

/**
 * Net orders (S6-04, decisions.md amended): 0 % VAT on goods, postage and payment fee only for an intra-Community
 * supply (Art. 138 VAT Directive): a registered business customer whose VAT number passed the check (VIES 'valid')
 * and belongs to a member state of the backend's country table other than the shop's, with delivery to that member
 * state. The backend decides from its own customer record, never from the pay payload: a guest, a private customer, a
 * domestic business customer, a delivery elsewhere, or an unchecked, invalid or unverifiable number pays the VAT.
 * `memberStateOf` gives the country id of an EU member state's ISO code (the VAT prefix), null for any other.
 */
export function paysNet(record: VatRecord | null, place: SupplyPlace, memberStateOf: (iso: string) => number | null): boolean {
  if (record === null || record.guest !== 0 || record.isCompany !== 1 || record.vatStatus !== 'valid') return false;
  const prefix = viesQuery(record.vatNumber)?.country;
  const buyerState = prefix === undefined ? null : memberStateOf(prefix);
  return buyerState !== null && buyerState !== place.shopCountryId && buyerState === place.deliveryCountryId;
}

/** The customer's VAT standing as stored, for an order's place of supply. */
export function createNetOrderCheck(db: Db) {
  const byId = db.prepare('SELECT guest, is_company AS isCompany, vat_number AS vatNumber, vat_status AS vatStatus FROM customer WHERE id = ?');
  const memberState = db.prepare('SELECT id FROM country WHERE isoalpha2 = ? AND in_eu = 1');
  const memberStateOf = (iso: string): number | null => {
    const row = memberState.get(iso) as { id: number } | undefined;
    return row?.id ?? null;
  };
  return (customerId: number, place: SupplyPlace): boolean => {
    const row = vatRecordSchema.safeParse(byId.get(customerId));
    return paysNet(row.success ? row.data : null, place, memberStateOf);
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
