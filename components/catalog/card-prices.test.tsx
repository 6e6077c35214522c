import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import de from '@/messages/de.json';
import { shopperQueryKey } from '@/components/account/use-shopper';
import { GUEST_SHOPPER, type Shopper } from '@/lib/account/shopper';
import type { EnergyLabel } from '@/contract/energy-label';
import type { Price } from '@/contract/product-card';
import { CardPrices } from './card-prices';

const prices: Price = {
  price: 100, taxed_price: 119, promo_price: 100, taxed_promo_price: 119, is_promo: false, listen_price: null, lowest_30d_taxed: null, tax_percent: 19,
};
const customer = (isCompany: boolean, excludeVAT: boolean): Shopper => ({
  kind: 'customer', customerId: 4, addressId: 9, profileName: 'jonas', firstname: 'Jonas', lastname: 'Weber', email: 'einkauf@haustechnik-weber.example.de',
  isAdmin: false, isCompany, excludeVAT, countryId: 5, issuedAt: 1, expiresAt: 2,
});

function render(shopper: Shopper | null, shown: Price = prices, energyLabel: EnergyLabel | null = null): string {
  const client = new QueryClient();
  if (shopper) client.setQueryData(shopperQueryKey(null), shopper);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="de-DE" messages={de} timeZone="Europe/Berlin">
        <CardPrices prices={shown} currency={{ code: 'EUR', symbol: '€', rate: 1 }} locale="de-DE" vatNote="inkl. 19 % MwSt." energyLabel={energyLabel} />
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

  test('S2-170 a reduction strikes through the 30-day low (not the older regular price) in the sale colour, with the note saying what it is', () => {
    const markup = render(null, { ...prices, is_promo: true, taxed_price: 71.99, taxed_promo_price: 59.99, lowest_30d_taxed: 70.55, listen_price: 99 });
    expect(markup).toMatch(/<s[^>]*data-testid="old-price"[^>]*>.*70,55\u00a0€<\/s>/);
    expect(markup).not.toContain('71,99');
    expect(markup).toMatch(/class="[^"]*reduced[^"]*" data-testid="sale-price">59,99/);
    expect(text(markup)).toContain(de.Catalog.referenceNote);
    // One comparison per card: with a reduction the RRP is not shown.
    expect(markup).not.toContain('data-testid="rrp"');
  });

  test('S3-17 the RRP is a labelled comparison: not struck through, no sale colour', () => {
    const markup = render(null, { ...prices, listen_price: 149 });
    expect(text(markup)).toContain('UVP 149,00 €');
    expect(markup).not.toMatch(/<s[ >]/);
    expect(markup).not.toMatch(/reduced/);
  });

  test('the energy label arrow of a heating product names its class and scale and links to the label and the sheet', () => {
    const label: EnergyLabel = { scale: 'space_heater', class: 'A++', label_url: '/media/documents/energy/label-7.svg', sheet_url: '/media/documents/energy/datenblatt-7-de.pdf' };
    const markup = render(null, prices, label);
    expect(markup).toContain('aria-label="Energieeffizienzklasse A++ (Skala A+++ bis D): Energielabel anzeigen"');
    expect(markup).toContain('href="/media/documents/energy/label-7.svg"');
    expect(markup).toMatch(/href="\/media\/documents\/energy\/datenblatt-7-de.pdf"[^>]*>Produktdatenblatt</);
    expect(markup).toContain('fill="#50b848"');
    expect(render(null)).not.toContain('energy-label');
  });
});
