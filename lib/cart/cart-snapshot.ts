import type { ShopCode } from '@/contract/shops';
import type { CartView } from './cart-view';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

/**
 * The last cart view this browser saw, in local storage per shop (`cart_at`, ...), so a reload or a new tab shows the
 * cart (and the badge) at once while the storefront is asked for the current one (spec: the cart is restored from
 * local storage). It holds what the shopper already sees, never the cart id (that is the httpOnly cookie's).
 */
export const cartSnapshotKey = (shop: ShopCode) => `cart_${shop}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored view, checked with the CartView schema (loaded only when there is a snapshot to check, ADR 0016). */
export async function readCartSnapshot(shop: ShopCode, from: Storage | undefined = storage()): Promise<CartView | undefined> {
  try {
    const raw = from?.getItem(cartSnapshotKey(shop));
    if (!raw) return undefined;
    const { cartViewSchema } = await importInTurn(() => import('./cart-view'));
    const parsed = cartViewSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeCartSnapshot(shop: ShopCode, view: CartView, to: Storage | undefined = storage()): void {
  try {
    if (view.lines.length === 0) to?.removeItem(cartSnapshotKey(shop));
    else to?.setItem(cartSnapshotKey(shop), JSON.stringify(view));
  } catch {
    // Quota or privacy settings: the cart still works, only the instant restore is lost.
  }
}
