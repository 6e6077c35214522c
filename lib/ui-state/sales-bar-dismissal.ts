import type { ShopCode } from '@/lib/shop/shops';
import { serializeJsonLd } from '@/lib/format/store-json-ld';

/**
 * The sales bar's dismissal, remembered in local storage per shop. The stored value is a signature of the
 * message and link, so a new campaign shows again even to shoppers who dismissed the previous one.
 */
/** Element id of the sales bar; the inline hide script targets it. */
export const SALES_BAR_ELEMENT_ID = 'sales-bar';

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

/**
 * Inline script run while the HTML is parsed, right after the bar: when the bar was dismissed before, it adds a
 * style rule hiding it before the first paint (no flash); shoppers who never dismissed it see no change at all.
 */
export function salesBarHideScript(key: string, signature: string, elementId: string): string {
  const args = serializeJsonLd([key, signature, `#${elementId}{display:none}`]);
  return `(function(a){try{if(localStorage.getItem(a[0])===a[1]){var s=document.createElement('style');s.textContent=a[2];document.head.appendChild(s)}}catch(e){}})(${args})`;
}
