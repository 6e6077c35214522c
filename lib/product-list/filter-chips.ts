import type { ProductListFilters } from './url-state';

/** One active filter as a removable chip: its text and the link to the same list without it. */
export type FilterChip = { key: string; text: string; href: string };

/** A change of one filter: the ids without the removed one, or no price bound. */
export type FilterChange = { categories?: number[]; brands?: number[]; features?: number[]; priceMin?: null; priceMax?: null };

type ChipRules = {
  /** The chip text of each filter (the page's own wording and titles; an unknown id as '#id'). */
  text: {
    category: (id: number) => string;
    brand: (id: number) => string;
    feature: (id: number) => string;
    priceMin: (amount: number) => string;
    priceMax: (amount: number) => string;
  };
  /** The link to the list with one filter changed (back to the first chunk). */
  hrefWith: (change: FilterChange) => string;
};

/** The active filters of a product list as chips, in the order the filters are shown: categories, brands, technical values, prices. */
export function filterChips(filters: ProductListFilters, { text, hrefWith }: ChipRules): FilterChip[] {
  return [
    ...filters.categories.map((id) => ({
      key: `category-${id}`,
      text: text.category(id),
      href: hrefWith({ categories: filters.categories.filter((other) => other !== id) }),
    })),
    ...filters.brands.map((id) => ({
      key: `brand-${id}`,
      text: text.brand(id),
      href: hrefWith({ brands: filters.brands.filter((other) => other !== id) }),
    })),
    ...filters.features.map((id) => ({
      key: `feature-${id}`,
      text: text.feature(id),
      href: hrefWith({ features: filters.features.filter((other) => other !== id) }),
    })),
    ...(filters.priceMin !== null ? [{ key: 'price-min', text: text.priceMin(filters.priceMin), href: hrefWith({ priceMin: null }) }] : []),
    ...(filters.priceMax !== null ? [{ key: 'price-max', text: text.priceMax(filters.priceMax), href: hrefWith({ priceMax: null }) }] : []),
  ];
}
