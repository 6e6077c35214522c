import { currentUrl, folderUrl, landingContentUrl, pseUrl, redirectedUrl } from '../../e2e/support/catalog-urls';

type Locale = 'de_AT' | 'de_DE' | 'ro_RO';

const publicPath = (url: string): string => `/${encodeURI(url)}`;

/**
 * Real catalogue URLs of the stack's database (E2E_DATA_DIR): product, variant, category, brand, content, moved and
 * folder URLs of each locale, and the listing pages among them, so query junk reaches real listings.
 */
export function cataloguePaths(locales: readonly Locale[] = ['de_AT', 'de_DE', 'ro_RO']): { catalogue: string[]; listings: string[] } {
  const catalogue: string[] = [];
  const listings: string[] = ['/shop-grid-standard/new', '/shop-grid-standard/sale', '/shop-grid-standard/bestseller'];
  for (const locale of locales) {
    const category = publicPath(currentUrl(locale, 'category').url);
    const brand = publicPath(currentUrl(locale, 'brand').url);
    const landing = publicPath(landingContentUrl(locale).url);
    listings.push(category, brand, landing);
    catalogue.push(
      publicPath(currentUrl(locale, 'product').url),
      publicPath(pseUrl(locale).url),
      category,
      brand,
      publicPath(currentUrl(locale, 'content').url),
      publicPath(redirectedUrl(locale).from),
      publicPath(folderUrl(locale)),
    );
  }
  return { catalogue, listings };
}
