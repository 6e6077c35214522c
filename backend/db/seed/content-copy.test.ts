import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import { openDatabase } from '@/backend/db/open';
import { ROMANIAN_CEDILLA, ROMANIAN_INFORMAL } from '@/contract/romanian-copy';
import { seedDatabase } from './run';

/**
 * The copy rules of the messages (lib/format/copy-rules.test.ts) hold for the seeded texts a shopper reads too:
 * pages, folders, categories, brands, delivery and payment methods. Where the seeded texts quote the storefront's own
 * words (buttons, delivery names): lib/i18n/seeded-texts-agreement.test.ts.
 */
let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { now: new Date('2026-11-22T10:00:00Z') });
});
afterAll(() => db.close());

const TEXT_COLUMNS: Record<string, string[]> = {
  content_i18n: ['title', 'chapo', 'description', 'meta_title', 'meta_description'],
  folder_i18n: ['title'],
  category_i18n: ['title', 'chapo', 'description', 'meta_title', 'meta_description'],
  brand_i18n: ['title', 'chapo', 'description', 'meta_title', 'meta_description'],
  delivery_module_i18n: ['title'],
  payment_module_i18n: ['title', 'description', 'conditions'],
};

/** Every seeded shopper text of a locale, HTML tags removed, with where it comes from. */
function seededTexts(locale: TheliaLocale): { where: string; text: string }[] {
  return Object.entries(TEXT_COLUMNS).flatMap(([table, columns]) =>
    (db.prepare(`SELECT id, ${columns.join(', ')} FROM ${table} WHERE locale = ?`).all(locale) as Record<string, string | number | null>[]).flatMap((row) =>
      columns.map((column) => ({ where: `${table}#${String(row.id)}.${column}`, text: String(row[column] ?? '').replace(/<[^>]+>/g, ' ') })),
    ),
  );
}
const offending = (locale: TheliaLocale, rule: RegExp) => seededTexts(locale).filter(({ text }) => rule.test(text));
/** The shop configuration of a locale: homepage banners, footer links, header info, sales bar, opening times. */
function configTexts(locale: TheliaLocale): { where: string; text: string }[] {
  const rows = [
    ...(db.prepare('SELECT name, value FROM locale_config WHERE locale = ?').all(locale) as { name: string; value: string }[]),
    ...(db.prepare('SELECT name, value FROM system_config WHERE locale = ?').all(locale) as { name: string; value: string }[]),
    ...(db.prepare("SELECT module_name || '.' || name AS name, value FROM module_config WHERE locale = ?").all(locale) as { name: string; value: string }[]),
  ];
  return rows.map((row) => ({ where: row.name, text: String(row.value) }));
}
const pageText = (locale: TheliaLocale, title: string) => {
  const row = db.prepare('SELECT description FROM content_i18n WHERE locale = ? AND title = ?').get(locale, title) as { description: string } | undefined;
  if (!row) throw new Error(`no page ${title} in ${locale}`);
  return row.description;
};

describe('Romanian seeded texts', () => {
  test("the footer link to the withdrawal page carries the page's title", () => {
    expect(configTexts('ro_RO').find(({ where }) => where === 'links_left_menu')?.text).toContain('"title":"Dreptul de retragere"');
  });

  test("the formal address, ș and ț with the comma below, and 'showroomul' written as one word", () => {
    expect(offending('ro_RO', ROMANIAN_INFORMAL)).toEqual([]);
    expect(offending('ro_RO', ROMANIAN_CEDILLA)).toEqual([]);
    expect(offending('ro_RO', /showroom-/i)).toEqual([]);
  });

  test("the shop configuration too (homepage banners, footer links, header info): formal address, '25%' without a space", () => {
    const texts = configTexts('ro_RO');
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter(({ text }) => ROMANIAN_INFORMAL.test(text) || ROMANIAN_CEDILLA.test(text))).toEqual([]);
    // The tax title ('TVA 21%') too: it is the tax rule's name in e-mails and order data.
    expect(texts.filter(({ text }) => /\d %/.test(text))).toEqual([]);
  });

  test('the withdrawal page carries the model withdrawal form it offers (OUG 34/2014, annex 1 B)', () => {
    const page = pageText('ro_RO', 'Dreptul de retragere');
    expect(page).toContain('modelul de formular de retragere de mai jos');
    expect(page).toContain('<strong>Model de formular de retragere</strong>');
    for (const field of ['Comandat la data (*) / primit la data (*)', 'Numele consumatorului', 'Adresa consumatorului', 'Semnătura consumatorului', '(*) Se elimină mențiunea inutilă.']) {
      expect(page).toContain(field);
    }
  });

});

describe('German seeded texts', () => {
  test.each(['de_AT', 'de_DE'] as const)('%s: the withdrawal page carries the model withdrawal form it offers (EGBGB annex 2, FAGG annex I B)', (locale) => {
    const page = pageText(locale, 'Widerrufsrecht');
    expect(page).not.toContain('beigefügte');
    expect(page).toContain('das unten stehende Muster-Widerrufsformular');
    expect(page).toContain('<strong>Muster-Widerrufsformular</strong>');
    for (const field of ['Bestellt am (*) / erhalten am (*)', 'Name des/der Verbraucher(s)', 'Anschrift des/der Verbraucher(s)', 'Unterschrift des/der Verbraucher(s)', '(*) Unzutreffendes streichen.']) {
      expect(page).toContain(field);
    }
  });

  test("amounts in each shop's own format: '€ 150,00' in Austria, '150,00 €' in Germany", () => {
    expect(offending('de_AT', /\d\s?€/)).toEqual([]);
    expect(offending('de_DE', /€\s?\d/)).toEqual([]);
  });

  test("the German shop's own texts use its words ('Showroom', 'USt-IdNr.'); only the Vienna showroom keeps its Austrian name", () => {
    expect(offending('de_DE', /Schauraum(?! Wien)|Schauräum|UID-Nummer/)).toEqual([]);
  });

  test('the Austrian withdrawal page names the Austrian legal term next to the model text', () => {
    expect(pageText('de_AT', 'Widerrufsrecht')).toContain('Rücktrittsrecht nach § 11 FAGG');
  });
});

describe('both languages', () => {
  test('feature values write decimals with a comma in German and in Romanian, with the same number in both', () => {
    const values = db.prepare('SELECT product_id, feature_id, lang, value FROM feature_product').all() as { product_id: number; feature_id: number; lang: string; value: string }[];
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter(({ value }) => /\d\.\d+ (l\/min|kW|bar|l|mm)\b/.test(value))).toEqual([]);
    const byKey = new Map<string, string[]>();
    for (const { product_id, feature_id, value } of values) {
      const measured = /^[\d,]+ (l\/min|kW)$/.test(value);
      if (measured) byKey.set(`${product_id}/${feature_id}`, [...(byKey.get(`${product_id}/${feature_id}`) ?? []), value]);
    }
    expect([...byKey.values()].filter((pair) => new Set(pair).size > 1)).toEqual([]);
  });

  test.each(['de_AT', 'de_DE', 'ro_RO'] as const)('%s: ranges of numbers take an en dash, German quotes „…“ and Romanian „…”', (locale) => {
    expect(offending(locale, /\d-\d/)).toEqual([]);
    expect(offending(locale, locale === 'ro_RO' ? /["“]/ : /["”]/)).toEqual([]);
  });
});
