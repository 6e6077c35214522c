import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import ro from '@/messages/ro.json';
import type { EnergyLabel } from '@/contract/energy-label';
import type { Price } from '@/contract/product-card';
import { priceDisplay } from '@/lib/product/price-display';
import { PriceBox } from './price-box';

const regular: Price = {
  price: 1000, taxed_price: 1210, promo_price: 1000, taxed_promo_price: 1210, is_promo: false, listen_price: 1500, lowest_30d_taxed: null, tax_percent: 21,
};
const tank: EnergyLabel = { scale: 'storage_tank', class: 'C', label_url: '/media/documents/energy/label-9.svg', sheet_url: '/media/documents/energy/fisa-9-ro.pdf' };

function render(prices: Price, energyLabel: EnergyLabel | null = null): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="ro-RO" messages={ro} timeZone="Europe/Bucharest">
      <PriceBox display={priceDisplay(prices, 'gross', false)} currency={{ code: 'RON', symbol: 'lei', rate: 1 }} locale="ro-RO" unit={null} shippingHref="/costuri-de-livrare" energyLabel={energyLabel} />
    </NextIntlClientProvider>,
  );
}
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/\u00a0/g, ' ');

describe('the price box of the product page', () => {
  test('S3-16 S5-44 a reduction: sale colour, the 30-day low struck through with its label, the badge from it, the RRP on its own line', () => {
    const markup = render({ ...regular, is_promo: true, promo_price: 800, taxed_promo_price: 968, lowest_30d_taxed: 1100 });
    expect(markup).toMatch(/class="amount reduced" data-testid="sale-price"/);
    expect(text(markup)).toContain(`${ro.Product.referencePrice} 1.100,00 lei`);
    expect(markup).toMatch(/data-testid="discount-badge">−12%</);
    expect(text(markup)).toContain('Prețul recomandat de producător (PRP): 1.500,00 lei');
  });

  test('S3-17 a regular price below its RRP: text colour, no struck price, no badge, the PRP labelled', () => {
    const markup = render(regular);
    expect(markup).toMatch(/class="amount" data-testid="sale-price"/);
    expect(markup).not.toContain('old-price');
    expect(markup).not.toContain('discount-badge');
    expect(text(markup)).toContain('Prețul recomandat de producător (PRP): 1.500,00 lei');
  });

  test('the energy label arrow and the product information sheet in the shop language stand next to the price', () => {
    const markup = render(regular, tank);
    expect(markup).toContain('aria-label="Clasa de eficiență energetică C (scala A+–F): afișați eticheta energetică"');
    expect(markup).toMatch(/href="\/media\/documents\/energy\/fisa-9-ro.pdf"[^>]*>Fișa produsului</);
    expect(markup.indexOf('energy-label')).toBeGreaterThan(markup.indexOf('sale-price'));
    expect(markup.indexOf('energy-label')).toBeLessThan(markup.indexOf('vat-note'));
  });
});
