import 'server-only';
import { getLayoutData } from '@/lib/layout/server';
import { visibleCountries } from '@/lib/layout/visible-countries';
import type { Shop } from '@/contract/shops';

/**
 * The countries an address may be in (the shop's visible delivery countries), every country of the backend, and the
 * shop config whose rules the address forms apply (phone_regex, is_phone_required, vat_min_length): the checkout and
 * the address book read them alike.
 */
export async function deliveryCountries(shop: Shop) {
  const layout = await getLayoutData(shop);
  return { countries: visibleCountries(layout), all: layout.countries, config: layout.config };
}
