import { SALES_BAR_HIDE_SCRIPT } from '@/lib/ui-state/sales-bar-hide-script.cjs';

/**
 * Hides a dismissed sales bar before the first paint. The script is the storefront's own fixed text (it reads its
 * storage key and signature from the bar's data attributes), the same on every page, so the pages'
 * Content-Security-Policy names it by hash (ADR 0020); no backend HTML passes here.
 */
export function SalesBarHideScript() {
  return <script dangerouslySetInnerHTML={{ __html: SALES_BAR_HIDE_SCRIPT }} />;
}
