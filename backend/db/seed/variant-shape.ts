import type { ProductDraft } from './product-build';

/**
 * Shapes the drafts' variants the way a real catalogue has them, before they are written:
 * - some products with colours and sizes lack one combination (the last colour in the last size), so the product
 *   page meets a colour × size pair without a PSE ('Sorry, this combination does not exist');
 * - some supplier items (must be ordered extra, backorder) have no working-day delay of their own (0/0), so the page
 *   falls back to the spec's 2-3 weeks.
 * Deterministic by id (no random draws), so nothing else of the seed shifts.
 */
export function shapeVariants(drafts: ProductDraft[]): void {
  for (const d of drafts) {
    const colours = new Set(d.pses.map((p) => p.finish).filter((f) => f !== null));
    const sizes = new Set(d.pses.map((p) => p.size).filter((s) => s !== null));
    const last = d.pses[d.pses.length - 1];
    if (colours.size > 1 && sizes.size > 1 && d.id % 2 === 0 && last && !last.isDefault) d.pses.pop();
    for (const p of d.pses) {
      if ((p.state === 'order_extra' || p.state === 'backorder') && p.id % 3 === 0) {
        p.deliveryMin = 0;
        p.deliveryMax = 0;
      }
    }
  }
}
