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
    // The totals' list ends the box and the order bar follows: the total with VAT and shipping, then the button.
    expect(markup).toMatch(
      /<\/dl><\/div><div[^>]*data-testid="order-bar"[^>]*><p[^>]*><span>Gesamtsumme <span[^>]*>inkl\. MwSt\. und Versand<\/span><\/span><strong>€\s117,00<\/strong><\/p><button[^>]*>zahlungspflichtig bestellen<\/button>/,
    );
  });

  test('the terms checkbox links the terms, the withdrawal information and the privacy policy of the shop', () => {
    const german = render('de-AT', de, 'at');
    expect(german).toMatch(/<input[^>]*id="checkout-terms"[^>]*type="checkbox"/);
    for (const href of ['/agb.html', '/widerrufsrecht', '/datenschutz']) expect(german).toContain(`href="${href}"`);
    const romanian = render('ro-RO', ro, 'ro');
    for (const href of ['/termeni-si-conditii.html', '/returul-produselor.html', '/confidentialitatea-datelor.html']) expect(romanian).toContain(`href="${href}"`);
  });

  test('each part has its in-place Change link back to its step', () => {
    const markup = render('de-AT', de, 'at');
    expect(markup.match(/>Ändern</g)).toHaveLength(3);
    expect(markup).toContain('href="/checkout?step=address"');
    expect(markup).toContain('href="/checkout?step=shipping"');
  });
});
