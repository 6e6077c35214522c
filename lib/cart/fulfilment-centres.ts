import { DEFAULT_FULFILMENT_CENTER } from '@/contract/constants';

/**
 * The fulfilment centres a shop offers: the central warehouse (the default centre every line starts from, which
 * ships to every shop's country) and the centres in the shop's own country. Another country's showroom is never
 * offered (an Austrian cart offers no 'Showroom Cluj-Napoca', a Romanian one no 'Schauraum Wien').
 */
export function centresOfShop<T extends { id: number; country_id: number }>(centres: readonly T[], shopCountryId: number): T[] {
  return centres.filter((centre) => centre.id === DEFAULT_FULFILMENT_CENTER || centre.country_id === shopCountryId);
}
