import 'server-only';
import { deliveryTime, type DeliveryTime } from '@/lib/catalog/delivery-time';
import { getDeliveryDelays } from '@/lib/catalog/product-server';
import { getProduct } from '@/lib/catalog/server';
import type { Cart } from '@/contract/cart';
import type { Shop } from '@/contract/shops';

/** What the delivery of a cart depends on: the titles of its freight items and each deliverable line's delivery time. */
export type CartDelivery = { freightTitles: string[]; times: (DeliveryTime | null)[] };

/**
 * The deliverable lines of a cart as the delivery window reads them (lib/delivery/delivery-window.ts): whether the
 * product goes by freight forwarder (product detail `freight`) and its delivery time from the line's stock state and
 * the variant's working-day delay, both from the cached product reads of the product page. A line whose product
 * cannot be read has no delivery time (then no date is promised) and counts as a parcel.
 */
export async function cartDelivery(shop: Shop, cart: Cart): Promise<CartDelivery> {
  const lines = cart.items.filter((item) => !item.undeliverable);
  const read = await Promise.all(
    lines.map(async (item) => {
      try {
        const product = await getProduct(shop, item.product_id);
        if (!product) return { freight: false, time: null };
        const delays = await getDeliveryDelays(shop, product);
        return { freight: product.freight, time: deliveryTime(item.stock_state, delays[item.PRODUCT_SALE_ELEMENT] ?? null, product.freight) };
      } catch (error) {
        console.error(`checkout delivery of product ${item.product_id}: ${error instanceof Error ? error.message : String(error)}`);
        return { freight: false, time: null };
      }
    }),
  );
  return {
    freightTitles: lines.filter((_, index) => read[index]?.freight === true).map((item) => item.TITLE),
    times: read.map((line) => line.time),
  };
}
