import type { Db } from '@/backend/db/open';
import type { AmountInput, AmountLine } from './order-amounts';
import { round2 } from './order-amounts';

type VatRecord = { guest: number; isCompany: number; vatStatus: string };

/**
 * Net orders (S6-04, decisions.md): a business customer whose VAT number passed the check pays net prices with
 * '0 % VAT' on goods, postage and payment fee. The backend decides from its own customer record, never from the pay
 * payload: a guest, a private customer, or a business customer with an unchecked, invalid or unverifiable number pays
 * prices with VAT, whatever `isCompany` says.
 */
export function paysNet(record: VatRecord | null): boolean {
  return record !== null && record.guest === 0 && record.isCompany === 1 && record.vatStatus === 'valid';
}

/** The customer's VAT standing as stored. */
export function createNetOrderCheck(db: Db) {
  const byId = db.prepare('SELECT guest, is_company AS isCompany, vat_status AS vatStatus FROM customer WHERE id = ?');
  return (customerId: number): boolean => paysNet((byId.get(customerId) as VatRecord | undefined) ?? null);
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
