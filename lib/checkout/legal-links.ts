import type { ShopCode } from '@/contract/shops';

/** The legal pages the checkout's terms checkbox links to: the shop's own slugs (spec section 2). */
export type LegalLinks = { terms: string; withdrawal: string; privacy: string };

export function legalLinks(shop: ShopCode): LegalLinks {
  return shop === 'ro'
    ? { terms: '/termeni-si-conditii.html', withdrawal: '/returul-produselor.html', privacy: '/confidentialitatea-datelor.html' }
    : { terms: '/agb.html', withdrawal: '/widerrufsrecht', privacy: '/datenschutz' };
}
