import type { CartLine } from '@/lib/cart/cart-view';
import type { CardView } from '@/lib/catalog/card-view';
import type { Order } from '@/contract/checkout';
import type { Pse } from '@/contract/product';
import { priceView } from '@/lib/pricing/discount';
import { convertFromEur, type CurrencySettings } from '@/lib/pricing/money';
import { money, type Ga4Item } from './ga4-event';

/** GA4 items of the shop's own objects: the product id as item_id everywhere, prices in the shop currency. */

const brandOf = (brand: string | null | undefined): Pick<Ga4Item, 'item_brand'> => (brand ? { item_brand: brand } : {});
const variantOf = (variant: string | null | undefined): Pick<Ga4Item, 'item_variant'> => (variant ? { item_variant: variant } : {});

const CATEGORY_KEYS = ['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5'] as const;

/** The category path (top first) as item_category … item_category5 (GA4 takes five levels). */
export function categoriesOf(titles: readonly string[]): Partial<Record<(typeof CATEGORY_KEYS)[number], string>> {
  return Object.fromEntries(titles.slice(0, CATEGORY_KEYS.length).map((title, level) => [CATEGORY_KEYS[level], title]));
}

/** A product card: its sale price as the cached page shows it (gross), converted to the shop currency. */
export function itemOfCard(card: Pick<CardView, 'id' | 'title' | 'brand_title' | 'prices'>, currency: CurrencySettings): Ga4Item {
  return { item_id: String(card.id), item_name: card.title, ...brandOf(card.brand_title), price: convertFromEur(priceView(card.prices).sale, currency), quantity: 1 };
}

export type ProductOfItem = { id: number; title: string; brand: string | null; categories: readonly string[] };

/** The product page's chosen variant (gross sale price of the cached page). */
export function itemOfVariant(product: ProductOfItem, pse: Pick<Pse, 'color' | 'size' | 'prices'>, currency: CurrencySettings, quantity = 1): Ga4Item {
  return {
    item_id: String(product.id),
    item_name: product.title,
    ...brandOf(product.brand),
    ...categoriesOf(product.categories),
    ...variantOf([pse.color, pse.size].filter((part) => part !== null).join(' / ')),
    price: convertFromEur(priceView(pse.prices).sale, currency),
    quantity,
  };
}

/** A cart line (amounts of the cart view: already in the shop currency, as the shopper pays them). */
export function itemOfCartLine(line: Pick<CartLine, 'productId' | 'title' | 'brand' | 'variation' | 'unitPrice'>, quantity: number): Ga4Item {
  return { item_id: String(line.productId), item_name: line.title, ...brandOf(line.brand), ...variantOf(line.variation), price: money(line.unitPrice), quantity };
}

/** The items of a cart, each with its quantity. */
export const itemsOfCart = (lines: readonly CartLine[]): Ga4Item[] => lines.map((line) => itemOfCartLine(line, line.quantity));

/** An order line: its unit price frozen at order time with the VAT charged (0 % for a net order), in the order currency. */
export function itemOfOrderProduct(line: Pick<Order['products'][number], 'product_id' | 'title' | 'variation' | 'unit_price_taxed' | 'quantity'>): Ga4Item {
  return { item_id: String(line.product_id), item_name: line.title, ...variantOf(line.variation), price: money(line.unit_price_taxed), quantity: line.quantity };
}
