import type { ShopCode } from '@/contract/shops';

/** The payment-methods info page the footer's payment logos link to: German slug, Romanian static slug. */
export function payPagePath(shopCode: ShopCode): string {
  return shopCode === 'ro' ? '/metode-de-plata.html' : '/bezahlen';
}

/** The delivery info page the footer's delivery logos link to. */
export function deliveryPagePath(shopCode: ShopCode): string {
  return shopCode === 'ro' ? '/costuri-de-transport-si-conditii-de-livrare.html' : '/lieferung';
}
