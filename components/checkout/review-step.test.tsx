import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import ro from '@/messages/ro.json';
import type { CheckoutState } from '@/lib/checkout/checkout-state';
import { legalLinks } from '@/lib/checkout/legal-links';
import { ReviewStep } from './review-step';

const address = { salutation: 'miss' as const, firstname: 'Anna', lastname: 'Berger', company: '', vatNumber: '', street: 'Hauptstraße 10/A/4/15', addressExtra: '', zipcode: '1100', city: 'Wien', countryId: 13, county: '' };
const line = {
  id: 11, productId: 1, pseId: 2, ref: 'R1', title: 'Waschtischarmatur', href: '/a', image: null, variation: 'Chrom', brand: null, quantity: 2, step: 1, min: 1,
  unitPrice: 58.5, unitPriceBefore: null, linePrice: 117, taxPercent: 20, stockState: 'in_stock' as const, quantityRemain: 8, undeliverable: false,
  fulfilmentCenter: 0, fulfilmentOptions: [], priceDay: '2026-11-24',
};
const state: CheckoutState = {
  contact: { email: 'anna@example.at', phone: '', business: false },
  invoiceAddress: address,
  deliveryAddress: null,
  shipping: { deliveryModuleId: 77, pickupCentreId: null, paymentModuleId: 1, message: '', completeDelivery: false },
  deliveryCountryId: 13,
  cart: { lines: [line], count: 2, totals: { goods: 117, shipment: 0, freeShippingFrom: 50, discount: 0, total: 117, vat: [{ percent: 20, amount: 19.5 }] }, coupon: null, countryId: 13, today: '2026-11-24', currency: { code: 'EUR', symbol: '€' } },
  freightTitles: [],
  deliveryMethods: { options: [{ id: 77, code: 'parcel', title: 'Paketversand', postage: 0, pickup: false }], selectedId: 77, unavailable: false },
  pickupCentres: [],
  paymentMethods: { options: [{ id: 1, code: 'PayPal', title: 'PayPal', description: 'Mit PayPal bezahlen', conditions: '', logo: '', fee: 0 }], selectedId: 1, unavailable: false },
  totals: { goods: 117, shipping: 0, freight: false, fee: 0, discount: 0, total: 117, vat: [{ percent: 20, amount: 19.5 }] },
  reachable: 'review',
};

function render(locale: string, messages: typeof de, shop: 'at' | 'ro'): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Vienna">
      <ReviewStep headingRef={createRef()} state={state} countries={[{ id: 13, iso: 'AT', title: 'Österreich', tax_title: '20 % MwSt.' }]} counties={[]} legal={legalLinks(shop)} onGo={() => undefined} onRefused={async () => undefined} />
    </NextIntlClientProvider>,
  );
}

const button = (markup: string) => /<button[^>]*>([^<]*)<\/button>/.exec(markup.slice(markup.lastIndexOf('<button')))?.[1];

describe('the review step', () => {
  test("S2-52 the order button reads 'zahlungspflichtig bestellen', in the Romanian shop 'Comandă cu obligație de plată'", () => {
    expect(button(render('de-AT', de, 'at'))).toBe('zahlungspflichtig bestellen');
    expect(button(render('ro-RO', ro, 'ro'))).toBe('Comandă cu obligație de plată');
  });

  test("S2-53 the order button never shows the payment provider's name", () => {
    const markup = render('de-AT', de, 'at');
    expect(markup).toContain('PayPal');
    expect(button(markup)).not.toMatch(/PayPal|Stripe|Klarna|Sofort|Global/i);
  });

  test('S2-54 every line, the shipping and the total stand directly above the order button', () => {
    const markup = render('de-AT', de, 'at');
    const box = markup.slice(markup.lastIndexOf('data-testid="checkout-lines"'));
    expect(box).toContain('Waschtischarmatur');
    expect(box).toContain(de.Checkout.shipping);
    expect(box).toContain(de.Checkout.total);
    // The totals' list ends the box and the order bar follows with nothing between: the button itself.
    expect(markup).toMatch(/<\/dl><\/div><div[^>]*data-testid="order-bar"[^>]*><button[^>]*>zahlungspflichtig bestellen<\/button>/);
  });

  test('S5-39 the terms tick covers the terms only; the withdrawal and privacy notices are linked as information', () => {
    for (const [markup, links] of [
      [render('de-AT', de, 'at'), { terms: '/agb.html', withdrawal: '/widerrufsrecht', privacy: '/datenschutz' }],
      [render('ro-RO', ro, 'ro'), { terms: '/termeni-si-conditii.html', withdrawal: '/returul-produselor.html', privacy: '/confidentialitatea-datelor.html' }],
    ] as const) {
      expect(markup).toMatch(/<input[^>]*id="checkout-terms"[^>]*type="checkbox"/);
      const label = /<label for="checkout-terms">(.*?)<\/label>/.exec(markup)?.[1] ?? '';
      expect(label).toContain(`href="${links.terms}"`);
      expect(label).not.toContain(links.withdrawal);
      expect(label).not.toContain(links.privacy);
      const info = /<p[^>]*data-testid="legal-info"[^>]*>(.*?)<\/p>/.exec(markup)?.[1] ?? '';
      expect(info).toContain(`href="${links.withdrawal}"`);
      expect(info).toContain(`href="${links.privacy}"`);
    }
    // Nothing in the accepted sentence speaks of the withdrawal notice or the privacy notice.
    for (const text of [de.Checkout.terms, ro.Checkout.terms]) expect(text).not.toMatch(/Widerruf|Datenschutz|retragere|confidențialitate/i);
  });

  test('each part has its in-place Change link back to its step', () => {
    const markup = render('de-AT', de, 'at');
    expect(markup.match(/>Ändern</g)).toHaveLength(3);
    expect(markup).toContain('href="/checkout?step=address"');
    expect(markup).toContain('href="/checkout?step=shipping"');
  });
});
