import type { SpecificationRow } from './list-products';

/**
 * One row of the compare table: a title and each product's value side by side ('' where a product has none, shown
 * as '–'), and whether the values differ. `key` is unique in the table (a specification may be called like a base row).
 */
export type CompareRow = { key: string; title: string; values: string[]; differs: boolean };

const normal = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Whether the products' values differ: ignoring case and spacing ('Messing' and 'messing ' are the same), a missing
 * value differs from a present one. One product alone differs from nothing.
 */
export function valuesDiffer(values: readonly string[]): boolean {
  return new Set(values.map(normal)).size > 1;
}

/** A row of values the page already formatted (price, brand, stock). */
export function compareRow(key: string, title: string, values: readonly string[]): CompareRow {
  return { key, title, values: [...values], differs: valuesDiffer(values) };
}

/**
 * The specification rows of the compare table for products in the given order: every specification any of them has
 * (by specification id, in the order of first appearance), with each product's value.
 */
export function specificationRows(specsByProduct: readonly (readonly SpecificationRow[])[]): CompareRow[] {
  const rows = new Map<number, string>();
  for (const specs of specsByProduct) for (const spec of specs) if (!rows.has(spec.id)) rows.set(spec.id, spec.title);
  return [...rows].map(([id, title]) =>
    compareRow(
      `spec:${id}`,
      title,
      specsByProduct.map((specs) => specs.find((spec) => spec.id === id)?.value ?? ''),
    ),
  );
}

/** The rows to show: all, or with 'Show differences only' the rows whose values differ. */
export function visibleRows(rows: readonly CompareRow[], differencesOnly: boolean): CompareRow[] {
  return differencesOnly ? rows.filter((row) => row.differs) : [...rows];
}
