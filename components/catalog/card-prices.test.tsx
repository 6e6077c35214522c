import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import de from '@/messages/de.json';
import { SHOPPER_QUERY_KEY } from '@/components/account/use-shopper';
import { GUEST_SHOPPER, type Shopper } from '@/lib/account/shopper';
import type { Price } from '@/lib/contract/product-card';
import { CardPrices } from './card-prices';

const prices: Price = {
  price: 100, taxed_price: 119, promo_price: 100, taxed_promo_price: 119, is_promo: false, listen_price: null, lowest_30d_taxed: null, tax_percent: 19,
};
const customer = (isCompany: boolean, excludeVAT: boolean): Shopper => ({
  kind: 'customer', customerId: 4, addressId: 9, profileName: 'jonas', firstname: 'Jonas', lastname: 'Weber', email: 'einkauf@haustechnik-weber.example.de',
  isAdmin: false, isCompany, excludeVAT, countryId: 5, issuedAt: 1, expiresAt: 2,
});

function render(shopper: Shopper | null): string {
  const client = new QueryClient();
  if (shopper) client.setQueryData(SHOPPER_QUERY_KEY, shopper);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="de-DE" messages={de} timeZone="Europe/Berlin">
        <CardPrices prices={prices} currency={{ code: 'EUR', symbol: '€', rate: 1 }} locale="de-DE" vatNote="inkl. 19 % MwSt." />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/\u00a0/g, ' ');

describe('the price block of a product card', () => {
  test('S1-20 a business customer with a checked VAT number sees the net price and 0 % VAT', () => {
    const shown = text(render(customer(true, true)));
    expect(shown).toContain('100,00 €');
    expect(shown).toContain(de.BusinessPrices.zeroVatNote);
    expect(shown).not.toContain('119,00');
  });

  test('S6-04 before the shopper is known, for a guest and for a business customer without a checked number: gross with the VAT note', () => {
    for (const shopper of [null, GUEST_SHOPPER, customer(true, false), customer(false, false)]) {
      const shown = text(render(shopper));
      expect(shown).toContain('119,00 €');
      expect(shown).toContain('inkl. 19 % MwSt.');
      expect(shown).not.toContain(de.BusinessPrices.zeroVatNote);
    }
  });
});
