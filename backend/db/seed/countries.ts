import type { Db } from '@/backend/db/open';

/**
 * Languages, currencies, countries and tax rules. Country ids are Thelia's (setup/insert.sql): Germany 5,
 * Austria 13, Bulgaria 31, Hungary 78, Italy 86, Czechia 145, Romania 146, Slovakia 162, Slovenia 163,
 * Switzerland 168. VAT: AT 20 %, DE 19 %, RO 21 % (Law 141/2025, since 1 Aug 2025); other EU countries their
 * standard rates (OSS destination VAT); Switzerland is an export, so 0 %.
 */
export const COUNTRY_IDS = { AT: 13, DE: 5, RO: 146 } as const;

type CountrySeed = {
  id: number;
  iso2: string;
  iso3: string;
  de: string;
  ro: string;
  zip: string;
  eu: boolean;
  vat: number;
  taxDe: string;
  taxRo: string;
};

const COUNTRIES: CountrySeed[] = [
  { id: 13, iso2: 'AT', iso3: 'AUT', de: 'Österreich', ro: 'Austria', zip: 'NNNN', eu: true, vat: 20, taxDe: '20 % MwSt.', taxRo: 'TVA 20%' },
  { id: 5, iso2: 'DE', iso3: 'DEU', de: 'Deutschland', ro: 'Germania', zip: 'NNNNN', eu: true, vat: 19, taxDe: '19 % MwSt.', taxRo: 'TVA 19%' },
  { id: 146, iso2: 'RO', iso3: 'ROU', de: 'Rumänien', ro: 'România', zip: 'NNNNNN', eu: true, vat: 21, taxDe: '21 % MwSt.', taxRo: 'TVA 21%' },
  { id: 78, iso2: 'HU', iso3: 'HUN', de: 'Ungarn', ro: 'Ungaria', zip: 'NNNN', eu: true, vat: 27, taxDe: '27 % MwSt.', taxRo: 'TVA 27%' },
  { id: 86, iso2: 'IT', iso3: 'ITA', de: 'Italien', ro: 'Italia', zip: 'NNNNN', eu: true, vat: 22, taxDe: '22 % MwSt.', taxRo: 'TVA 22%' },
  { id: 168, iso2: 'CH', iso3: 'CHE', de: 'Schweiz', ro: 'Elveția', zip: 'NNNN', eu: false, vat: 0, taxDe: 'steuerfreie Ausfuhr', taxRo: 'export scutit de TVA' },
  { id: 162, iso2: 'SK', iso3: 'SVK', de: 'Slowakei', ro: 'Slovacia', zip: 'NNN NN', eu: true, vat: 23, taxDe: '23 % MwSt.', taxRo: 'TVA 23%' },
  { id: 163, iso2: 'SI', iso3: 'SVN', de: 'Slowenien', ro: 'Slovenia', zip: 'NNNN', eu: true, vat: 22, taxDe: '22 % MwSt.', taxRo: 'TVA 22%' },
  { id: 145, iso2: 'CZ', iso3: 'CZE', de: 'Tschechien', ro: 'Cehia', zip: 'NNN NN', eu: true, vat: 21, taxDe: '21 % MwSt.', taxRo: 'TVA 21%' },
  { id: 31, iso2: 'BG', iso3: 'BGR', de: 'Bulgarien', ro: 'Bulgaria', zip: 'NNNN', eu: true, vat: 20, taxDe: '20 % MwSt.', taxRo: 'TVA 20%' },
];

/** Thelia PricePercentTaxType requirements, base64 JSON. */
export function taxRequirements(percent: number): string {
  return Buffer.from(JSON.stringify({ percent: String(percent) })).toString('base64');
}

/** Tax ids are the countries' positions (1 = Austria, 2 = Germany, 3 = Romania, ...). */
export function taxIdOf(countryId: number): number {
  const index = COUNTRIES.findIndex((country) => country.id === countryId);
  if (index < 0) throw new Error(`no tax for country ${countryId}`);
  return index + 1;
}

export const STANDARD_TAX_RULE_ID = 1;

export function seedCountries(db: Db): void {
  const lang = db.prepare('INSERT INTO lang (id, locale, code, title, url, by_default) VALUES (?, ?, ?, ?, ?, ?)');
  lang.run(7, 'de_DE', 'de', 'Deutsch (Deutschland)', 'https://www.sanitaer-haus.de', 0);
  lang.run(9, 'de_AT', 'de', 'Deutsch (Österreich)', 'https://www.sanitaer-haus.at', 1);
  lang.run(10, 'ro_RO', 'ro', 'Română', 'https://www.casa-sanitara.ro', 0);

  const currency = db.prepare('INSERT INTO currency (id, code, symbol, rate, by_default) VALUES (?, ?, ?, ?, ?)');
  currency.run(1, 'EUR', '€', 1, 1);
  currency.run(2, 'RON', 'lei', 4.97, 0);

  const country = db.prepare(
    'INSERT INTO country (id, isoalpha2, isoalpha3, visible, position, zip_code_format, in_eu) VALUES (?, ?, ?, 1, ?, ?, ?)',
  );
  const countryI18n = db.prepare('INSERT INTO country_i18n (id, locale, title) VALUES (?, ?, ?)');
  const tax = db.prepare('INSERT INTO tax (id, type, serialized_requirements) VALUES (?, ?, ?)');
  const taxI18n = db.prepare('INSERT INTO tax_i18n (id, locale, title) VALUES (?, ?, ?)');
  db.prepare('INSERT INTO tax_rule (id, is_default, title) VALUES (?, 1, ?)').run(STANDARD_TAX_RULE_ID, 'Normalsteuersatz');
  const ruleCountry = db.prepare('INSERT INTO tax_rule_country (tax_rule_id, country_id, tax_id, position) VALUES (?, ?, ?, 1)');

  COUNTRIES.forEach((c, index) => {
    country.run(c.id, c.iso2, c.iso3, index + 1, c.zip, c.eu ? 1 : 0);
    countryI18n.run(c.id, 'de_AT', c.de);
    countryI18n.run(c.id, 'de_DE', c.de);
    countryI18n.run(c.id, 'ro_RO', c.ro);
    const taxId = index + 1;
    tax.run(taxId, 'Thelia\\TaxEngine\\TaxType\\PricePercentTaxType', taxRequirements(c.vat));
    taxI18n.run(taxId, 'de_AT', c.taxDe);
    taxI18n.run(taxId, 'de_DE', c.taxDe);
    taxI18n.run(taxId, 'ro_RO', c.taxRo);
    ruleCountry.run(STANDARD_TAX_RULE_ID, c.id, taxId);
  });
}
