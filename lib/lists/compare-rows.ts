import type { SpecificationRow } from './list-products';

/** One row of the compare table: a specification title and each product's value ('' where it has none). */
export type CompareRow = { title: string; values: string[]; differs: boolean };

const normal = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The specification rows of the compare table, side by side for products in the given order: every specification any
 * of them has (in the order of first appearance), and whether the values differ (a missing value differs from a present one).
 */
export function compareRows(specsByProduct: readonly (readonly SpecificationRow[])[]): CompareRow[] {
  const titles: string[] = [];
  for (const specs of specsByProduct) for (const spec of specs) if (!titles.includes(spec.title)) titles.push(spec.title);
  return titles.map((title) => {
    const values = specsByProduct.map((specs) => specs.find((spec) => spec.title === title)?.value ?? '');
    return { title, values, differs: new Set(values.map(normal)).size > 1 };
  });
}
