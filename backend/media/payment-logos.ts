import type { PaymentMethodCode } from '@/lib/contract/checkout';
import { PAYMENT_METHOD_SLUGS } from '@/lib/contract/checkout';
import { escapeXml, svgDocument } from './svg';

/** Size of the payment logos (SVG, written as is: they stay sharp at any size). */
export const PAYMENT_LOGO_SIZE = { width: 120, height: 40 } as const;

/** Media path of a payment method's logo: `/media/payment/{slug}.svg`. */
export function paymentLogoPath(code: PaymentMethodCode): string {
  return `/media/payment/${PAYMENT_METHOD_SLUGS[code]}.svg`;
}

/** Word marks of the methods (plain shapes and text, not the providers' trademarks). */
const MARKS: Record<PaymentMethodCode, { text: string; color: string; background: string; sub?: string }> = {
  PayPal: { text: 'PayPal', color: '#003087', background: '#FFFFFF' },
  GlobalPayments: { text: 'VISA · MC', color: '#FFFFFF', background: '#1A1F71', sub: 'Global Payments' },
  StripePayment: { text: 'Karte', color: '#FFFFFF', background: '#635BFF', sub: 'Stripe' },
  Sofort: { text: 'Klarna.', color: '#17120F', background: '#FFB3C7' },
  Nachnahme: { text: 'Ramburs', color: '#FFFFFF', background: '#2E7D32', sub: 'Nachnahme' },
  Vorkasse: { text: 'IBAN', color: '#FFFFFF', background: '#37474F', sub: 'Vorkasse' },
};

/** The SVG document of a method's logo. */
export function paymentLogoSvg(code: PaymentMethodCode): string {
  const mark = MARKS[code];
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
