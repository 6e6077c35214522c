import type { LayoutData } from './layout-data';

/**
 * Delivery countries the shop offers (the country bar's dropdown and the checkout's address countries):
 * `country_visible` narrows the list when it names any country.
 */
export function visibleCountries(data: Pick<LayoutData, 'config' | 'countries'>): LayoutData['countries'] {
  const visible = data.config.country_visible;
  if (visible.length === 0) return data.countries;
  const filtered = data.countries.filter((country) => visible.includes(country.id));
  return filtered.length > 0 ? filtered : data.countries;
}
