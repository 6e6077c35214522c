import { firstE2eRow } from './e2e-db';

/**
 * Real URLs of the seeded catalogue, read from the e2e stack's own database (Thelia's rewriting_url table and the
 * i18n tables), so journeys follow the URLs a crawler or shopper would find rather than hard-coded guesses.
 */
type Locale = 'de_AT' | 'de_DE' | 'ro_RO';
type Row = { url: string; view_id: number; title: string };

const TITLE_TABLE = { product: 'product_i18n', category: 'category_i18n', brand: 'brand_i18n', content: 'content_i18n' } as const;

/** A current (not redirected) URL of a visible object of that view type, with the object's title in that locale. */
export function currentUrl(locale: Locale, view: keyof typeof TITLE_TABLE, extraWhere = ''): Row {
  const visible = view === 'brand' ? '' : `AND EXISTS (SELECT 1 FROM ${view} o WHERE o.id = r.view_id AND o.visible = 1)`;
  return firstE2eRow<Row>(
    `SELECT r.url, r.view_id, t.title FROM rewriting_url r JOIN ${TITLE_TABLE[view]} t ON t.id = r.view_id AND t.locale = r.view_locale
     WHERE r.view = ? AND r.view_locale = ? AND r.redirected IS NULL ${visible} ${extraWhere} ORDER BY r.id LIMIT 1`,
    view,
    locale,
  );
}

/** A moved URL and the current URL it redirects to. */
export function redirectedUrl(locale: Locale): { from: string; to: string } {
  return firstE2eRow<{ from: string; to: string }>(
    `SELECT old.url AS "from", cur.url AS "to" FROM rewriting_url old
     JOIN rewriting_url cur ON cur.view = old.view AND cur.view_id = old.view_id AND cur.view_locale = old.view_locale AND cur.redirected IS NULL
     WHERE old.redirected IS NOT NULL AND old.view = 'product' AND old.view_locale = ? ORDER BY old.id LIMIT 1`,
    locale,
  );
}

/** A variant (pse) URL with its product's title and the variant's ref. */
export function pseUrl(locale: Locale): { url: string; title: string; ref: string } {
  return firstE2eRow<{ url: string; title: string; ref: string }>(
    `SELECT r.url, t.title, p.ref FROM rewriting_url r JOIN product_sale_elements p ON p.id = r.view_id
     JOIN product_i18n t ON t.id = p.product_id AND t.locale = r.view_locale
     WHERE r.view = 'pse' AND r.view_locale = ? AND r.redirected IS NULL ORDER BY r.id LIMIT 1`,
    locale,
  );
}

/** A folder URL: a view type the shop does not show. */
export function folderUrl(locale: Locale): string {
  return firstE2eRow<{ url: string }>(`SELECT url FROM rewriting_url WHERE view = 'folder' AND view_locale = ? LIMIT 1`, locale).url;
}

export function landingContentUrl(locale: Locale): Row {
  return currentUrl(locale, 'content', `AND t.postscriptum LIKE '{%brand_id%'`);
}

export function plainContentUrl(locale: Locale): Row {
  return currentUrl(locale, 'content', `AND (t.postscriptum IS NULL OR t.postscriptum NOT LIKE '{%')`);
}

export function theliaLocaleOf(project: 'at' | 'de' | 'ro'): Locale {
  return project === 'ro' ? 'ro_RO' : project === 'de' ? 'de_DE' : 'de_AT';
}
