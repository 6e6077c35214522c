import { expect } from '@playwright/test';
import { productListResponseSchema, type FeatureFacet } from '../../contract/product';
import { queryE2eDb } from './e2e-db';
import { E2E_PORTS } from './ports';
import type { ShopProject } from './ports';

export const THELIA_LOCALE = { at: 'de_AT', de: 'de_DE', ro: 'ro_RO' } as const;
export const COUNTRY_ID = { at: 13, de: 5, ro: 146 } as const;

/** A leaf category with many products (its listing is its own products) and its public URL. */
export function featureCategory(shop: ShopProject): { url: string; id: number } {
  const [row] = queryE2eDb<{ url: string; id: number }>(
    `SELECT r.url, c.id FROM rewriting_url r JOIN category c ON c.id = r.view_id AND c.visible = 1
     JOIN product_category pc ON pc.category_id = c.id JOIN product p ON p.id = pc.product_id AND p.visible = 1
     WHERE r.view = 'category' AND r.view_locale = ? AND r.redirected IS NULL AND NOT EXISTS (SELECT 1 FROM category k WHERE k.parent = c.id)
     GROUP BY r.id HAVING COUNT(DISTINCT p.id) >= 30 ORDER BY COUNT(DISTINCT p.id) DESC, c.id LIMIT 1`,
    THELIA_LOCALE[shop.name],
  );
  if (!row) throw new Error('seed: no leaf category with 30 products');
  return row;
}

/** The listing's technical filters as the e2e backend answers them (what the storefront must show). */
export async function listingFeatures(shop: ShopProject, categoryId: number): Promise<{ total: number; features: FeatureFacet[] }> {
  const search = new URLSearchParams({ category: String(categoryId), locale: THELIA_LOCALE[shop.name], country_id: String(COUNTRY_ID[shop.name]), facets: '1', limit: '1' });
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/api/products/?${search}`, {
    headers: { Authorization: `Bearer ${process.env.SHOP_TOKEN ?? 'dev-shop-token'}` },
  });
  const body = productListResponseSchema.parse(await response.json());
  return { total: body.total, features: body.facets?.features ?? [] };
}

/** A value of a feature that narrows the listing (fewer products than the whole, at least one). */
export function narrowingValue(features: readonly FeatureFacet[], total: number): { feature: FeatureFacet; value: FeatureFacet['values'][number] } {
  for (const feature of features) {
    const value = feature.values.find((v) => v.count > 0 && v.count < total);
    if (value) return { feature, value };
  }
  throw new Error('seed: no technical filter value that narrows the listing');
}

/** The digits of a count as the shop writes it ('1.234', '1 234'). */
export const digits = (text: string | null): string => (text ?? '').replace(/\D/g, '');

/** '{feature}: {value}' of the messages with the values put in. */
export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export { expect };
