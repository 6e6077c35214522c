import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Copy rules of the shops' texts (messages/de.json, messages/ro.json): one word for the cart in German, the formal
 * address in Romanian, one ellipsis, placeholders that fit every shop, payment names in the shop's language.
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
  /** Second-person singular imperatives and pronouns of the informal address. */
  const INFORMAL = /(^|[\s(„])(Adaugă|Elimină|Încearcă|Resetează|Afișează|Alege|Închide|Deschide|Caută|Vezi|Mergi|Continuă|Șterge|Păstrează|Arată|Solicită|Trimite|Citește|Scade|Crește|Aplică|Finalizează|Sortează|Salvează|Modifică|Abonează-te|Înregistrează-te|Autentifică-te|Elimini|Ai|ai|tău|ta|tale|poți|vrei|Ți|ți)(?=[\s,.!?:]|$)/u;

  test("the formal address throughout ('dumneavoastră', '-ți' imperatives)", () => {
    expect(texts('ro').filter(([, text]) => INFORMAL.test(text))).toEqual([]);
    expect(texts('ro').filter(([, text]) => /\bdvs\.?/.test(text))).toEqual([]);
  });

  test('one ellipsis, never three dots', () => {
    expect(texts('ro').filter(([, text]) => /\.\.\./.test(text))).toEqual([]);
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
    for (const method of ['card', 'cashOnDelivery', 'prepayment', 'globalPayments']) {
      expect(de.get(`Footer.payment.${method}`)).not.toBe(ro.get(`Footer.payment.${method}`));
      expect(de.get(`Footer.payment.${method}`)).not.toMatch(/Global Payments|Stripe/);
      expect(ro.get(`Footer.payment.${method}`)).not.toMatch(/Global Payments|Stripe/);
    }
    expect([ro.get('Footer.delivery.parcel'), ro.get('Footer.delivery.freight')]).toEqual(['Livrare prin curier', 'Transport paletizat']);
  });
});
