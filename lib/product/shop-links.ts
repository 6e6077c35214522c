import type { ShopCode } from '@/contract/shops';

/** The shipping-costs page the VAT note links to: /versandkosten (spec's German slug), the Romanian static slug in RO. */
export function shippingCostsPath(shop: ShopCode): string {
  return shop === 'ro' ? '/costuri-de-transport-si-conditii-de-livrare.html' : '/versandkosten';
}

/** The contact page price-on-request products link to. */
export const CONTACT_PATH = '/contact';
