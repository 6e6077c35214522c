import type { Result } from '@/lib/api/result';
import type { SalesBar } from '@/contract/system-config';

/** The sales bar to show: none when the module is missing or deactivated, or the bar itself is inactive. */
export function activeSalesBar(result: Result<SalesBar>): SalesBar | null {
  if (!result.ok) return null;
  return result.data.module_active && result.data.salesbar_active ? result.data : null;
}
