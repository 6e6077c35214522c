import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROMANIAN_CEDILLA, ROMANIAN_INFORMAL } from '@/contract/romanian-copy';

/**
 * Copy rules of the shops' texts (messages/de.json, messages/ro.json): one word for the cart in German, the formal
 * address in Romanian, one ellipsis, placeholders that fit every shop, payment names in the shop's language, the
 * quotes and dashes of each language, one term per concept. The seeded pages follow the same rules
 * (backend/db/seed/content-copy.test.ts).
 */
type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}
const texts = (language: 'de' | 'ro' | 'en') =>
  flatten(JSON.parse(readFileSync(join(__dirname, '..', '..', 'messages', `${language}.json`), 'utf8')) as Tree);
const de = new Map(texts('de'));
const ro = new Map(texts('ro'));

describe('German copy', () => {
  test("the cart is the 'Warenkorb' everywhere", () => {
    expect(texts('de').filter(([, text]) => /Einkaufswagen/i.test(text))).toEqual([]);
  });

  test("one ellipsis ('…' after a space), never three dots", () => {
    expect(texts('de').filter(([, text]) => /\.\.\.|\S…/.test(text))).toEqual([]);
  });
});

describe('Romanian copy', () => {
  test("the formal address throughout ('dumneavoastră', '-ți' imperatives)", () => {
    expect(texts('ro').filter(([, text]) => ROMANIAN_INFORMAL.test(text))).toEqual([]);
    expect(texts('ro').filter(([, text]) => /\bdvs\.?/.test(text))).toEqual([]);
  });

  test('one ellipsis, never three dots', () => {
    expect(texts('ro').filter(([, text]) => /\.\.\./.test(text))).toEqual([]);
  });

  test('ș and ț with the comma below, never the cedilla forms', () => {
    expect(texts('ro').filter(([, text]) => ROMANIAN_CEDILLA.test(text))).toEqual([]);
  });

  test("a count that can reach 20 takes 'de' before its noun, through the plural forms ('20 de caractere')", () => {
    // Character limits (message lengths, field limits) reach 20 and more; a bare '{max} caractere' reads '5000 caractere'.
    const bare = /\{(min|max|count|days)\} (caractere|produse|zile|mărci|minute|recenzii)\b/;
    const allowed = new Map([
      // Below 20 by construction: name and password minimums (2, 4), the compare list (4 products), delivery ranges in days.
      ['min', new Set(['Content.appointment.errors.clientTooShort', 'Contact.errors.nameTooShort', 'Withdrawal.errors.nameTooShort', 'Checkout.errors.tooShort', 'AccountProfile.errors.tooShort', 'AccountProfile.passwordIntro', 'AddressBook.errors.tooShort', 'Auth.passwordHint', 'Auth.errors.tooShort', 'Auth.errors.passwordTooShort'])],
      ['max', new Set(['Lists.compareFull', 'Product.deliveryDays', 'Product.deliveryFreight'])],
    ]);
    const offending = texts('ro').filter(([key, text]) => {
      const match = bare.exec(text);
      return match !== null && !(allowed.get(match[1] ?? '')?.has(key) ?? false);
    });
    expect(offending).toEqual([]);
  });
});

describe('typography', () => {
  test('German quotes „…“ and Romanian quotes „…”, never straight or English-style quotes', () => {
    expect(texts('de').filter(([, text]) => /["”]/.test(text) || (text.match(/„/g) ?? []).length !== (text.match(/“/g) ?? []).length)).toEqual([]);
    expect(texts('ro').filter(([, text]) => /["“]/.test(text) || (text.match(/„/g) ?? []).length !== (text.match(/”/g) ?? []).length)).toEqual([]);
  });

  test('ranges take an en dash, not a hyphen', () => {
    for (const language of ['de', 'ro'] as const) {
      expect(texts(language).filter(([, text]) => /(\d|\})-(\d|\{)/.test(text))).toEqual([]);
    }
  });
});

describe('one term per concept', () => {
  test.each(['de', 'ro'] as const)('%s: the order summary, the unit price, the payment fee and the old price have one name each', (language) => {
    const m = language === 'de' ? de : ro;
    expect(new Set([m.get('CartPage.summary'), m.get('Checkout.summaryHeading'), m.get('Orders.summary.heading')]).size).toBe(1);
    expect(m.get('CartPage.unitPrice')).toBe(m.get('Orders.summary.unitPrice'));
    expect(m.get('Orders.summary.paymentFee')).toBe(m.get('Checkout.fee'));
    expect(m.get('Catalog.oldPrice')).toBe(m.get('Product.referencePrice'));
  });

  test("German texts shared by the Austrian and the German shop use neutral words ('Showroom', 'USt-IdNr.', 'Kreis'); 'Stiege' only for an Austrian address", () => {
    expect(texts('de').filter(([, text]) => /Schauraum|Schauräum|UID-Nummer|(?<!Österreich mit |AT \{[^}]*)Stiege|Bundesland \/ Kreis/.test(text))).toEqual([]);
  });

  test("Romanian names the compare list 'comparație' and the VAT number 'cod de TVA'", () => {
    expect(texts('ro').filter(([, text]) => /\bcomparare\b|\bUID\b|Cod fiscal/i.test(text))).toEqual([]);
  });
});

describe('texts that fit every shop', () => {
  test("the newsletter placeholder takes the shop's domain ending instead of naming another shop's", () => {
    for (const language of ['en', 'de', 'ro'] as const) {
      const placeholder = new Map(texts(language)).get('Footer.emailPlaceholder') ?? '';
      expect(placeholder).toMatch(/\{tld\}$/);
    }
  });

  test("payment and delivery names are in the shop's language, not a provider's", () => {
    for (const method of ['card', 'cashOnDelivery', 'prepayment']) {
      expect(de.get(`PaymentMethod.${method}`)).not.toBe(ro.get(`PaymentMethod.${method}`));
      expect(de.get(`PaymentMethod.${method}`)).not.toMatch(/Global Payments|Stripe/);
      expect(ro.get(`PaymentMethod.${method}`)).not.toMatch(/Global Payments|Stripe/);
    }
    expect([ro.get('Footer.delivery.parcel'), ro.get('Footer.delivery.freight')]).toEqual(['Livrare prin curier', 'Transport paletizat']);
  });
});
