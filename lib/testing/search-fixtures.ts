import type { SearchResult } from '@/lib/search/search-result';
import type { ProductCard } from '@/contract/product-card';

/** A product card for unit tests of the search (id, title and URL from the id). */
export function card(id: number): ProductCard {
  return {
    id,
    ref: `REF-${id}`,
    title: `Product ${id}`,
    url: `product-${id}.html`,
    urls: {},
    pse_id: id,
    quantity: 5,
    stock_state: 'in_stock',
    available_from: null,
    prices: { price: 10, taxed_price: 12, promo_price: 0, taxed_promo_price: 0, is_promo: false, listen_price: null, lowest_30d_taxed: null, tax_percent: 20 },
    image: null,
    brand_id: null,
    brand_title: null,
    category_titles: [],
    badges: [],
    rating: null,
    created_at: '2025-01-01',
    energy_label: null,
  };
}

/** A search answer with the cards of `ids` (total defaults to their number). */
export function result(ids: number[], total = ids.length): SearchResult {
  return { total, products: ids.map(card), categories: [], brands: [], features: [], contents: [] };
}
