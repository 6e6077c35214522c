import type { TheliaLocale } from '@/contract/common';
import type { Order } from '@/contract/checkout';

/**
 * An intra-Community supply (decisions.md 'Business customers'): an order without VAT on any line or amount, to a
 * business customer whose invoice address carries its VAT number. The backend's pricing decides when an order is
 * zero-rated; the documents and e-mails of such an order name both VAT numbers and the exemption note.
 */
export function isIntraCommunitySupply(order: Pick<Order, 'products' | 'taxes' | 'invoice_address'>): boolean {
  return (
    order.invoice_address.vat_number.trim() !== '' &&
    order.products.length > 0 &&
    order.products.every((line) => line.tax_percent === 0) &&
    order.taxes.every((tax) => tax.amount === 0)
  );
}

/** The exemption note of an intra-Community supply, with its legal basis in the selling company's country. */
export const EXEMPTION_NOTE: Record<TheliaLocale, string> = {
  de_AT: 'Steuerfreie innergemeinschaftliche Lieferung (Art. 6 Abs. 1 i. V. m. Art. 7 UStG 1994)',
  de_DE: 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1 Buchst. b i. V. m. § 6a UStG)',
  ro_RO: 'Scutit cu drept de deducere, art. 294 alin. (2) lit. a) din Codul fiscal (livrare intracomunitară de bunuri)',
};
