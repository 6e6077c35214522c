import type { Db } from '@/backend/db/open';
import { brandLogoPath } from '@/backend/media/catalog';
import { BRANDS } from './brands-data';
import { LOCALES, languageOf } from './locales';
import type { RewritingWriter } from './rewriting';

export type SeededBrand = { id: number; key: string; title: string };

/** Old brand names kept as redirected URLs. */
const OLD_NAMES: Record<string, string> = {
  hansgrohe: 'Hansgrohe Axor',
  'villeroy-boch': 'Villeroy und Boch',
  'stiebel-eltron': 'Stiebel',
  'vogel-noot': 'Vogel und Noot',
};

/** A postal address with its country named in the reader's language ('…, Deutschland' / '…, Germania'). */
export function postalAddress(street: string, country: string, language: string): string {
  return `${street}, ${new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country}`;
}

export function seedBrands(db: Db, rewriting: RewritingWriter): SeededBrand[] {
  const insert = db.prepare(
    'INSERT INTO brand (id, visible, position, logo, manufacturer_name, manufacturer_address, manufacturer_email) VALUES (?, 1, ?, ?, ?, ?, ?)',
  );
  const insertI18n = db.prepare(
    `INSERT INTO brand_i18n (id, locale, title, chapo, description, meta_title, meta_description, manufacturer_address, eu_address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const gpsr = db.prepare('INSERT INTO brand_gpsr (brand_id, website, eu_name, eu_address, eu_email) VALUES (?, ?, ?, ?, ?)');
  const seeded = BRANDS.map((brand, index) => {
    const id = index + 1;
    insert.run(id, index + 1, brandLogoPath(brand.key), brand.manufacturer, postalAddress(brand.address, brand.addressCountry, 'de'), brand.email);
    const eu = brand.euResponsible ?? null;
    gpsr.run(id, brand.website, eu?.name ?? null, eu ? postalAddress(eu.address, eu.addressCountry, 'de') : null, eu?.email ?? null);
    for (const locale of LOCALES) {
      const de = languageOf(locale) === 'de';
      const chapo = de ? brand.de : brand.ro;
      const description = de
        ? `<p>${brand.de}</p><p>Als autorisierter Fachhändler führen wir das Sortiment von ${brand.title} mit voller Herstellergarantie.</p>`
        : `<p>${brand.ro}</p><p>Ca distribuitor autorizat oferim gama ${brand.title} cu garanție completă de la producător.</p>`;
      const metaTitle = de ? `${brand.title} – Produkte online kaufen` : `${brand.title} – produse online`;
      const language = languageOf(locale);
      insertI18n.run(
        id, locale, brand.title, chapo, description, metaTitle, chapo,
        postalAddress(brand.address, brand.addressCountry, language), eu ? postalAddress(eu.address, eu.addressCountry, language) : null,
      );
    }
    return { id, key: brand.key, title: brand.title };
  });

  for (const locale of LOCALES) {
    for (const brand of seeded) {
      const row = rewriting.generated(brand.title, 'brand', brand.id, locale);
      const old = OLD_NAMES[brand.key];
      if (old) rewriting.redirect(old, 'brand', brand.id, locale, row.id);
    }
  }
  return seeded;
}
