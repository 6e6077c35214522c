import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import { BANNER_SIZE, PRODUCT_IMAGE_SIZE, bannerPath, productImagePath } from '@/backend/media/catalog';
import type { ContentKey, PageText } from './content-texts-de';
import { germanTexts } from './content-texts-de';
import { ROMANIAN_TEXTS } from './content-texts-ro';
import { LOCALES, languageOf } from './locales';
import { seedInfoPages } from './info-pages';
import type { RewritingWriter } from './rewriting';

type FolderKey = 'legal' | 'service' | 'blog' | 'campaigns' | 'downloads';

const FOLDERS: { key: FolderKey; de: string; ro: string }[] = [
  { key: 'legal', de: 'Rechtliches', ro: 'Informații legale' },
  { key: 'service', de: 'Service & Info', ro: 'Servicii și informații' },
  { key: 'blog', de: 'Ratgeber & Blog', ro: 'Sfaturi și blog' },
  { key: 'campaigns', de: 'Themenwelten', ro: 'Campanii' },
  { key: 'downloads', de: 'Anleitungen & Downloads', ro: 'Manual de utilizare' },
];

/**
 * Contents with their folder and URLs per language: the first URL is the canonical one, the others are the
 * translated slugs (same content, not redirected). `null` means a generated URL from the title. Contents
 * without German URLs exist only in ro_RO.
 */
const CONTENTS: { key: ContentKey; folder: FolderKey; de: (string | null)[]; ro: (string | null)[]; old?: { de?: string; ro?: string } }[] = [
  { key: 'bezahlen', folder: 'service', de: ['bezahlen', 'pay'], ro: ['metode-de-plata.html', 'pay'], old: { de: 'zahlungsarten.html', ro: 'plata.html' } },
  { key: 'lieferung', folder: 'service', de: ['lieferung', 'delivery'], ro: ['livrare.html', 'delivery'] },
  { key: 'versandkosten', folder: 'service', de: ['versandkosten'], ro: ['costuri-de-transport-si-conditii-de-livrare.html'], old: { de: 'versand.html', ro: 'livrare-si-transport.html' } },
  { key: 'widerruf', folder: 'legal', de: ['widerrufsrecht', 'right-of-withdrawal'], ro: ['returul-produselor.html', 'right-of-withdrawal'] },
  { key: 'agb', folder: 'legal', de: ['agb.html', 'terms-and-conditions'], ro: ['termeni-si-conditii.html', 'terms-and-conditions'] },
  { key: 'datenschutz', folder: 'legal', de: ['datenschutz', 'data-protection'], ro: ['confidentialitatea-datelor.html', 'data-protection'], old: { de: 'datenschutzerklaerung.html', ro: 'politica-de-confidentialitate.html' } },
  { key: 'impressum', folder: 'legal', de: ['Impressum', 'imprint'], ro: ['date-de-identificare.html', 'imprint'] },
  { key: 'faq', folder: 'service', de: ['faq'], ro: ['faq-intrebari-frecvente.html', 'faq'] },
  { key: 'presse', folder: 'service', de: ['presse', 'press'], ro: ['presa.html', 'press'] },
  { key: 'ueber-uns', folder: 'service', de: ['ueber-uns.html', 'about-us'], ro: ['despre-noi.html', 'about-us'] },
  { key: 'kontakt', folder: 'service', de: ['kontakt.html', 'contact'], ro: ['contact.html', 'contact'] },
  { key: 'schauraum', folder: 'service', de: ['schauraeume.html'], ro: ['showroom-uri.html'] },
  { key: 'barrierefreiheit', folder: 'legal', de: ['barrierefreiheit', 'accessibility'], ro: ['declaratie-de-accesibilitate.html', 'accessibility'], old: { de: 'barrierefreiheit.html' } },
  { key: 'garantie', folder: 'service', de: [], ro: ['conditii-de-garantie.html'] },
  { key: 'manual', folder: 'downloads', de: [], ro: ['manual-de-utilizare-1.html'] },
  { key: 'landing-grohe', folder: 'campaigns', de: [null], ro: [null] },
  { key: 'landing-kermi', folder: 'campaigns', de: [null], ro: [null] },
  { key: 'blog-badsanierung', folder: 'blog', de: [null], ro: [null] },
  { key: 'blog-entlueften', folder: 'blog', de: [null], ro: [null] },
  { key: 'blog-waermepumpe', folder: 'blog', de: [null], ro: [null] },
];

export type SeededContents = { ids: Map<ContentKey, number>; urls: Map<string, string> };

/** Publication dates of the blog posts (postscriptum JSON read by the blog page). */
const BLOG_DATES: Partial<Record<ContentKey, string>> = {
  'blog-badsanierung': '2026-03-12',
  'blog-entlueften': '2026-10-02',
  'blog-waermepumpe': '2026-06-18',
};

/** Key of `urls`: `${locale}:${contentKey}` → canonical URL. */
export const contentUrlKey = (locale: TheliaLocale, key: ContentKey) => `${locale}:${key}`;

export function seedContents(
  db: Db,
  rewriting: RewritingWriter,
  landing: { grohe: { brandId: number; categoryId: number }; kermi: { brandId: number; categoryId: number } },
): SeededContents {
  const folder = db.prepare('INSERT INTO folder (id, parent, visible, position) VALUES (?, 0, 1, ?)');
  const folderI18n = db.prepare('INSERT INTO folder_i18n (id, locale, title) VALUES (?, ?, ?)');
  const content = db.prepare('INSERT INTO content (id, visible, position) VALUES (?, 1, ?)');
  const contentI18n = db.prepare(
    'INSERT INTO content_i18n (id, locale, title, chapo, description, postscriptum, meta_title, meta_description) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const contentFolder = db.prepare('INSERT INTO content_folder (content_id, folder_id, default_folder) VALUES (?, ?, 1)');
  const image = db.prepare('INSERT INTO content_image (content_id, file, width, height, position) VALUES (?, ?, ?, ?, 1)');

  const folderIds = new Map<FolderKey, number>();
  FOLDERS.forEach((f, index) => {
    folder.run(index + 1, index + 1);
    folderIds.set(f.key, index + 1);
    for (const locale of LOCALES) folderI18n.run(index + 1, locale, f[languageOf(locale)]);
  });

  const textsByLocale: Record<TheliaLocale, Partial<Record<ContentKey, PageText>>> = {
    de_AT: germanTexts('at'),
    de_DE: germanTexts('de'),
    ro_RO: ROMANIAN_TEXTS,
  };
  const postscriptum: Partial<Record<ContentKey, string>> = {
    'landing-grohe': JSON.stringify({ brand_id: landing.grohe.brandId, category_id: landing.grohe.categoryId }),
    'landing-kermi': JSON.stringify({ brand_id: landing.kermi.brandId, category_id: landing.kermi.categoryId }),
    ...Object.fromEntries(Object.entries(BLOG_DATES).map(([key, date]) => [key, JSON.stringify({ date })])),
  };
  const images: Partial<Record<ContentKey, { file: string; width: number; height: number }>> = {
    'landing-grohe': { file: bannerPath('armaturen', 'de', false), ...BANNER_SIZE },
    'landing-kermi': { file: bannerPath('heizung', 'de', false), ...BANNER_SIZE },
    'blog-badsanierung': { file: productImagePath('bathtub', 'weiss'), width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE },
    'blog-entlueften': { file: productImagePath('radiator', 'weiss'), width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE },
    'blog-waermepumpe': { file: productImagePath('heat_pump', 'weiss'), width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE },
  };

  const ids = new Map<ContentKey, number>();
  CONTENTS.forEach((c, index) => {
    const id = index + 1;
    ids.set(c.key, id);
    content.run(id, index + 1);
    contentFolder.run(id, folderIds.get(c.folder) ?? 1);
    const img = images[c.key];
    if (img) image.run(id, img.file, img.width, img.height);
    for (const locale of LOCALES) {
      const text = textsByLocale[locale][c.key];
      if (!text || (languageOf(locale) === 'de' && c.de.length === 0)) continue;
      const store = languageOf(locale) === 'de' ? 'Sanitär Haus' : 'Casa Sanitară';
      contentI18n.run(id, locale, text.title, text.chapo, text.description, postscriptum[c.key] ?? '', `${text.title} | ${store}`, text.chapo);
    }
  });

  // URLs: folders first (so that 'manual-de-utilizare.html' is the folder's and the content gets '-1.html').
  const urls = new Map<string, string>();
  for (const locale of LOCALES) {
    const language = languageOf(locale);
    FOLDERS.forEach((f) => rewriting.generated(f[language], 'folder', folderIds.get(f.key) ?? 0, locale));
    for (const c of CONTENTS) {
      const id = ids.get(c.key) ?? 0;
      const text = textsByLocale[locale][c.key];
      const list = c[language];
      if (!text || list.length === 0) continue;
      let canonicalRow = 0;
      list.forEach((url, position) => {
        const row = url === null ? rewriting.generated(text.title, 'content', id, locale) : rewriting.fixed(url, 'content', id, locale);
        if (position === 0) {
          canonicalRow = row.id;
          urls.set(contentUrlKey(locale, c.key), row.url);
        }
      });
      const old = c.old?.[language];
      if (old) rewriting.redirectFixed(old, 'content', id, locale, canonicalRow);
    }
    // The blog folder is the /blog page's source: a fixed URL in every locale.
    rewriting.fixed('blog', 'folder', folderIds.get('blog') ?? 0, locale);
  }
  seedInfoPages(db, rewriting, { contentId: CONTENTS.length + 1, folderId: FOLDERS.length + 1, serviceFolderId: folderIds.get('service') ?? 1 });
  return { ids, urls };
}
