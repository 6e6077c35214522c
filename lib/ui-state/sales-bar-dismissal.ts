import type { ShopCode } from '@/contract/shops';

/**
 * The sales bar's dismissal, remembered in local storage per shop. The stored value is a signature of the
 * message and link, so a new campaign shows again even to shoppers who dismissed the previous one. The inline script
 * hiding a dismissed bar before the first paint is lib/ui-state/sales-bar-hide-script.cjs.
 */

export function salesBarStorageKey(shopCode: ShopCode): string {
  return `salesbar_dismissed_${shopCode}`;
}

/** Short, stable signature (djb2, base 36) of the sales bar's content. */
export function salesBarSignature(...parts: string[]): string {
  let hash = 5381;
  for (const char of parts.join('\u0000')) hash = ((hash * 33) ^ (char.codePointAt(0) ?? 0)) >>> 0;
  return hash.toString(36);
}

export function isSalesBarDismissed(storage: Storage | undefined, key: string, signature: string): boolean {
  try {
    return storage?.getItem(key) === signature;
  } catch {
    return false;
  }
}

export function rememberSalesBarDismissal(storage: Storage | undefined, key: string, signature: string): void {
  try {
    storage?.setItem(key, signature);
  } catch {
    // Storage switched off: the bar stays hidden for this page view only.
  }
}
