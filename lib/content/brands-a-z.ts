import type { BrandListItem } from '@/contract/brand';

export type BrandGroup = { letter: string; brands: BrandListItem[] };

/**
 * The brands overview: brands with products only, sorted by name in the shop's language and grouped by first
 * letter (accents folded, 'Ö' under 'O'; digits and signs under '#').
 */
export function brandsAToZ(brands: readonly BrandListItem[], locale: string): BrandGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = brands.filter((brand) => brand.count > 0).sort((a, b) => collator.compare(a.title, b.title));
  const groups: BrandGroup[] = [];
  for (const brand of sorted) {
    const first = brand.title.trim().normalize('NFD').charAt(0).toUpperCase();
    const letter = /^[A-Z]$/.test(first) ? first : '#';
    const last = groups[groups.length - 1];
    if (last?.letter === letter) last.brands.push(brand);
    else groups.push({ letter, brands: [brand] });
  }
  return groups;
}
