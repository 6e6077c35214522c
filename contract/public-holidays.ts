import type { ShopCode } from './shops';

/**
 * Nationwide public holidays of each shop's country, on which the warehouse does not dispatch and carriers do not
 * deliver: fixed dates (MM-DD) and days counted from Easter Sunday (Western Easter for Austria and Germany, Orthodox
 * Easter for Romania). Regional holidays (a single Land or county) are not counted: the shops ship nationwide. The
 * storefront's delivery promise and the backend's frozen delivery window count the same days off.
 */
export type HolidayRule = { fixed: readonly string[]; fromEaster: readonly number[]; easter: 'western' | 'orthodox' };

export const PUBLIC_HOLIDAYS: Record<ShopCode, HolidayRule> = {
  // Neujahr, Heilige Drei Könige, Staatsfeiertag, Mariä Himmelfahrt, Nationalfeiertag, Allerheiligen, Mariä Empfängnis,
  // Christtag, Stefanitag; Ostermontag, Christi Himmelfahrt, Pfingstmontag, Fronleichnam.
  at: { fixed: ['01-01', '01-06', '05-01', '08-15', '10-26', '11-01', '12-08', '12-25', '12-26'], fromEaster: [1, 39, 50, 60], easter: 'western' },
  // Neujahr, Tag der Arbeit, Tag der Deutschen Einheit, 1. und 2. Weihnachtstag; Karfreitag, Ostermontag,
  // Christi Himmelfahrt, Pfingstmontag.
  de: { fixed: ['01-01', '05-01', '10-03', '12-25', '12-26'], fromEaster: [-2, 1, 39, 50], easter: 'western' },
  // Anul Nou (2), Boboteaza, Sf. Ioan, Unirea Principatelor, Ziua Muncii, Ziua Copilului, Adormirea Maicii Domnului,
  // Sf. Andrei, Ziua Națională, Crăciunul (2); Vinerea Mare, Paștele (Monday), Rusaliile (Monday), all Orthodox.
  ro: { fixed: ['01-01', '01-02', '01-06', '01-07', '01-24', '05-01', '06-01', '08-15', '11-30', '12-01', '12-25', '12-26'], fromEaster: [-2, 1, 50], easter: 'orthodox' },
};
