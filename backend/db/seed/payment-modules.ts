import type { TheliaLocale } from '@/contract/common';
import type { PaymentMethodCode } from '@/contract/checkout';
import type { Db } from '@/backend/db/open';
import { paymentLogoPath } from '@/backend/media/payment-logos';
import { ibanOf } from '@/backend/payments/iban';
import { COUNTRY_IDS } from './countries';
import { SELLER } from './shop-facts';

/** Payment module ids (Thelia modules of type 3). */
export const PAYMENT_MODULE_IDS: Record<PaymentMethodCode, number> = {
  PayPal: 101,
  GlobalPayments: 102,
  Sofort: 103,
  StripePayment: 104,
  Nachnahme: 105,
  Vorkasse: 106,
};

type Texts = { title: string; description: string; conditions: string };

const TEXTS: Record<PaymentMethodCode, { de: Texts; ro: Texts }> = {
  PayPal: {
    de: { title: 'PayPal', description: 'Sie werden zu PayPal weitergeleitet und bestätigen die Zahlung dort mit Ihrem PayPal-Konto.', conditions: '' },
    ro: { title: 'PayPal', description: 'Veți fi redirecționat către PayPal, unde confirmați plata cu contul dumneavoastră PayPal.', conditions: '' },
  },
  GlobalPayments: {
    de: {
      title: 'Kreditkarte (Visa, Mastercard)',
      description: 'Sie geben Ihre Kartendaten auf der gesicherten Zahlungsseite von Global Payments ein; 3-D Secure schützt die Zahlung.',
      conditions: '',
    },
    ro: {
      title: 'Card bancar (Visa, Mastercard)',
      description: 'Introduceți datele cardului pe pagina securizată de plată Global Payments; plata este protejată prin 3-D Secure.',
      conditions: '',
    },
  },
  StripePayment: {
    de: {
      title: 'Kreditkarte (Visa, Mastercard, American Express)',
      description: 'Sie bezahlen auf der gesicherten Zahlungsseite von Stripe; Ihre Kartendaten erhalten nur Stripe und Ihre Bank.',
      conditions: '',
    },
    ro: {
      title: 'Card bancar (Visa, Mastercard, American Express)',
      description: 'Plătiți pe pagina securizată Stripe; datele cardului ajung doar la Stripe și la banca dumneavoastră.',
      conditions: '',
    },
  },
  Sofort: {
    de: { title: 'Klarna – Sofort bezahlen', description: 'Sie melden sich bei Klarna an und überweisen den Betrag sofort über Ihr Online-Banking.', conditions: '' },
    ro: { title: 'Klarna – Plată imediată', description: 'Vă autentificați la Klarna și transferați suma imediat prin internet banking.', conditions: '' },
  },
  Nachnahme: {
    de: { title: 'Nachnahme', description: 'Sie bezahlen bar beim Zusteller, wenn das Paket ankommt.', conditions: 'Nur für Paketversand innerhalb Rumäniens, ohne Gebühr.' },
    ro: { title: 'Plata ramburs', description: 'Plătiți numerar curierului la livrarea coletului.', conditions: 'Doar pentru livrare prin curier în România, fără comision.' },
  },
  Vorkasse: {
    de: {
      title: 'Vorkasse (Überweisung)',
      description: 'Sie überweisen den Betrag nach der Bestellung auf unser Konto; die Bankverbindung erhalten Sie mit der Bestellbestätigung. Wir versenden nach Zahlungseingang.',
      conditions: 'Bitte geben Sie die Bestellreferenz als Verwendungszweck an.',
    },
    ro: {
      title: 'Ordin de plată (transfer bancar)',
      description: 'Transferați suma în contul nostru după plasarea comenzii; datele bancare le primiți în e-mailul de confirmare. Expediem după încasarea plății.',
      conditions: 'Vă rugăm să menționați referința comenzii în detaliile plății.',
    },
  },
};

/**
 * The methods of each shop, in the order shown (design: AT PayPal, card by Stripe, Klarna, prepayment; DE PayPal, card
 * by Global Payments, Klarna, prepayment; RO card by Global Payments, PayPal, cash on delivery for parcels within
 * Romania, prepayment). `countries` empty: every delivery country. No method charges a fee today.
 */
const SHOP_METHODS: Record<TheliaLocale, { code: PaymentMethodCode; countries: number[]; parcelOnly: boolean }[]> = {
  de_AT: [
    { code: 'PayPal', countries: [], parcelOnly: false },
    { code: 'StripePayment', countries: [], parcelOnly: false },
    { code: 'Sofort', countries: [], parcelOnly: false },
    { code: 'Vorkasse', countries: [], parcelOnly: false },
  ],
  de_DE: [
    { code: 'PayPal', countries: [], parcelOnly: false },
    { code: 'GlobalPayments', countries: [], parcelOnly: false },
    { code: 'Sofort', countries: [], parcelOnly: false },
    { code: 'Vorkasse', countries: [], parcelOnly: false },
  ],
  ro_RO: [
    { code: 'GlobalPayments', countries: [], parcelOnly: false },
    { code: 'PayPal', countries: [], parcelOnly: false },
    { code: 'Nachnahme', countries: [COUNTRY_IDS.RO], parcelOnly: true },
    { code: 'Vorkasse', countries: [], parcelOnly: false },
  ],
};

/**
 * The shops' bank accounts for prepayment (fictitious accounts at real banks; the check digits are valid). The
 * Romanian account is in lei.
 */
export const BANK_ACCOUNTS: Record<TheliaLocale, { beneficiary: string; iban: string; bic: string; bank: string; currency: 'EUR' | 'RON' }> = {
  de_AT: { beneficiary: SELLER.at.company, iban: ibanOf('AT', '2011182812345600'), bic: 'GIBAATWWXXX', bank: 'Erste Bank der oesterreichischen Sparkassen AG', currency: 'EUR' },
  de_DE: { beneficiary: SELLER.de.company, iban: ibanOf('DE', '701500001004567890'), bic: 'SSKMDEMMXXX', bank: 'Stadtsparkasse München', currency: 'EUR' },
  ro_RO: { beneficiary: SELLER.ro.company, iban: ibanOf('RO', 'BTRLRONCRT0345678901'), bic: 'BTRLRO22', bank: 'Banca Transilvania', currency: 'RON' },
};

export function seedPaymentModules(db: Db): void {
  const moduleInsert = db.prepare('INSERT INTO payment_module (id, code, logo) VALUES (?, ?, ?)');
  const i18n = db.prepare('INSERT INTO payment_module_i18n (id, locale, title, description, conditions, logo) VALUES (?, ?, ?, ?, ?, ?)');
  for (const code of Object.keys(PAYMENT_MODULE_IDS) as PaymentMethodCode[]) {
    const id = PAYMENT_MODULE_IDS[code];
    moduleInsert.run(id, code, paymentLogoPath(code, 'de'));
    for (const locale of ['de_AT', 'de_DE', 'ro_RO'] as const) {
      // The logo's words are in the shop's language too ('Ramburs' in Romania, 'Nachnahme' in German).
      const language = locale === 'ro_RO' ? 'ro' : 'de';
      const text = TEXTS[code][language];
      i18n.run(id, locale, text.title, text.description, text.conditions, paymentLogoPath(code, language));
    }
  }
  const shop = db.prepare(
    'INSERT INTO payment_module_shop (payment_module_id, locale, active, position, fee_taxed, country_ids, parcel_only) VALUES (?, ?, 1, ?, 0, ?, ?)',
  );
  for (const [locale, methods] of Object.entries(SHOP_METHODS)) {
    methods.forEach((method, index) => shop.run(PAYMENT_MODULE_IDS[method.code], locale, index + 1, method.countries.join(','), method.parcelOnly ? 1 : 0));
  }
  const bank = db.prepare('INSERT INTO bank_account (locale, beneficiary, iban, bic, bank, currency) VALUES (?, ?, ?, ?, ?, ?)');
  for (const [locale, account] of Object.entries(BANK_ACCOUNTS)) bank.run(locale, account.beneficiary, account.iban, account.bic, account.bank, account.currency);
}
