import { SALES_BAR_ELEMENT_ID, salesBarHideScript } from '@/lib/ui-state/sales-bar-dismissal';

/**
 * Hides a dismissed sales bar before the first paint. The script is the storefront's own inert text, built by
 * salesBarHideScript from a storage key and signature it escapes; no backend HTML passes here.
 */
export function SalesBarHideScript({ storageKey, signature }: { storageKey: string; signature: string }) {
  return <script dangerouslySetInnerHTML={{ __html: salesBarHideScript(storageKey, signature, SALES_BAR_ELEMENT_ID) }} />;
}
