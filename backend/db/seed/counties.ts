import type { Db } from '@/backend/db/open';
import { COUNTRY_IDS } from './countries';

/**
 * Romania's 41 counties and the municipality of București (ISO 3166-2:RO), with the first two digits of their postal
 * codes (the Romanian 6-digit codes start with the county's number; București 01-06, one per sector).
 */
const COUNTIES: [code: string, title: string, prefixes: string[]][] = [
  ['AB', 'Alba', ['51']], ['AR', 'Arad', ['31']], ['AG', 'Argeș', ['11']], ['BC', 'Bacău', ['60']], ['BH', 'Bihor', ['41']],
  ['BN', 'Bistrița-Năsăud', ['42']], ['BT', 'Botoșani', ['71']], ['BR', 'Brăila', ['81']], ['BV', 'Brașov', ['50']],
  ['B', 'București', ['01', '02', '03', '04', '05', '06']], ['BZ', 'Buzău', ['12']], ['CL', 'Călărași', ['91']],
  ['CS', 'Caraș-Severin', ['32']], ['CJ', 'Cluj', ['40']], ['CT', 'Constanța', ['90']], ['CV', 'Covasna', ['52']],
  ['DB', 'Dâmbovița', ['13']], ['DJ', 'Dolj', ['20']], ['GL', 'Galați', ['80']], ['GR', 'Giurgiu', ['08']], ['GJ', 'Gorj', ['21']],
  ['HR', 'Harghita', ['53']], ['HD', 'Hunedoara', ['33']], ['IL', 'Ialomița', ['92']], ['IS', 'Iași', ['70']], ['IF', 'Ilfov', ['07']],
  ['MM', 'Maramureș', ['43']], ['MH', 'Mehedinți', ['22']], ['MS', 'Mureș', ['54']], ['NT', 'Neamț', ['61']], ['OT', 'Olt', ['23']],
  ['PH', 'Prahova', ['10']], ['SJ', 'Sălaj', ['45']], ['SM', 'Satu Mare', ['44']], ['SB', 'Sibiu', ['55']], ['SV', 'Suceava', ['72']],
  ['TR', 'Teleorman', ['14']], ['TM', 'Timiș', ['30']], ['TL', 'Tulcea', ['82']], ['VL', 'Vâlcea', ['24']], ['VS', 'Vaslui', ['73']],
  ['VN', 'Vrancea', ['62']],
];

/** Ids 1..42 in the order above (alphabetical by name). */
export function seedCounties(db: Db): void {
  const insert = db.prepare('INSERT INTO state (id, country_id, isocode, title, postcode_prefixes, position) VALUES (?, ?, ?, ?, ?, ?)');
  COUNTIES.forEach(([code, title, prefixes], index) => insert.run(index + 1, COUNTRY_IDS.RO, `RO-${code}`, title, prefixes.join(','), index + 1));
}
