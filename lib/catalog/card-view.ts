import type { ProductCard } from '@/contract/product-card';

/**
 * What a product card shows: the server hands this to the card grid (a client component), so the page's RSC payload
 * carries these fields once instead of the card's whole element tree, and leaves out the per-locale URLs, category
 * titles and image size a card never reads.
 */
export type CardView = Pick<ProductCard, 'id' | 'title' | 'url' | 'quantity' | 'stock_state' | 'available_from' | 'prices' | 'brand_title' | 'badges' | 'rating' | 'energy_label'> & {
  image: { url: string } | null;
};

export function cardView(product: ProductCard): CardView {
  return {
    id: product.id,
    title: product.title,
    url: product.url,
    quantity: product.quantity,
    stock_state: product.stock_state,
    available_from: product.available_from,
    prices: product.prices,
    brand_title: product.brand_title,
    badges: product.badges,
    rating: product.rating,
    energy_label: product.energy_label,
    image: product.image ? { url: product.image.url } : null,
  };
}
