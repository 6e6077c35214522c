import type { PaymentMethodCode } from '@/contract/checkout';
import { PAYMENT_METHOD_SLUGS } from '@/contract/checkout';
import { escapeXml, svgDocument } from './svg';

/** Size of the payment logos (SVG, written as is: they stay sharp at any size). */
export const PAYMENT_LOGO_SIZE = { width: 120, height: 40 } as const;

/** The languages of the shops: a logo's words are in the shop's language, like the method's title. */
export type PaymentLogoLanguage = 'de' | 'ro';
export const PAYMENT_LOGO_LANGUAGES: readonly PaymentLogoLanguage[] = ['de', 'ro'];

/** Media path of a payment method's logo in a language: `/media/payment/{slug}-{language}.svg`. */
export function paymentLogoPath(code: PaymentMethodCode, language: PaymentLogoLanguage): string {
  return `/media/payment/${PAYMENT_METHOD_SLUGS[code]}-${language}.svg`;
}

type Mark = { text: string; color: string; background: string; sub?: string };

/** A mark without words of a language (a name, card brands). */
function both(mark: Mark): Record<PaymentLogoLanguage, Mark> {
  return { de: mark, ro: mark };
}

/** Word marks of the methods (plain shapes and text, not the providers' trademarks), their words in each language. */
const MARKS: Record<PaymentMethodCode, Record<PaymentLogoLanguage, Mark>> = {
  PayPal: both({ text: 'PayPal', color: '#003087', background: '#FFFFFF' }),
  GlobalPayments: both({ text: 'VISA · MC', color: '#FFFFFF', background: '#1A1F71', sub: 'Global Payments' }),
  StripePayment: {
    de: { text: 'Karte', color: '#FFFFFF', background: '#635BFF', sub: 'Stripe' },
    ro: { text: 'Card', color: '#FFFFFF', background: '#635BFF', sub: 'Stripe' },
  },
  Sofort: both({ text: 'Klarna.', color: '#17120F', background: '#FFB3C7' }),
  Nachnahme: {
    de: { text: 'Nachnahme', color: '#FFFFFF', background: '#2E7D32' },
    ro: { text: 'Ramburs', color: '#FFFFFF', background: '#2E7D32' },
  },
  Vorkasse: {
    de: { text: 'IBAN', color: '#FFFFFF', background: '#37474F', sub: 'Vorkasse' },
    ro: { text: 'IBAN', color: '#FFFFFF', background: '#37474F', sub: 'Ordin de plată' },
  },
};

/** The SVG document of a method's logo in a language. */
export function paymentLogoSvg(code: PaymentMethodCode, language: PaymentLogoLanguage): string {
  const mark = MARKS[code][language];
  const { width, height } = PAYMENT_LOGO_SIZE;
  const main = mark.sub ? 19 : 25;
  const body = [
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="6" fill="${mark.background}" stroke="#D0D4D9"/>`,
    `<text x="${width / 2}" y="${main}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="${mark.color}">${escapeXml(mark.text)}</text>`,
    mark.sub
      ? `<text x="${width / 2}" y="33" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="9" fill="${mark.color}">${escapeXml(mark.sub)}</text>`
      : '',
  ].join('');
  return svgDocument(width, height, `<title>${escapeXml(mark.sub ?? mark.text)}</title>${body}`);
}
