/**
 * The word list of the German decompounder (`dictionary_decompounder`): the parts that German compounds of the
 * catalogue and of shoppers' queries are made of, so that 'Flachheizkörper' is found as 'Heizkörper',
 * 'Waschtischunterschrank' as 'Unterschrank' and 'Heizkörperthermostat' finds thermostats. Built from the catalogue's
 * own vocabulary (the heads and modifiers of its titles and category names) plus everyday words. Written as people
 * write them; contract/search/analysis/analysis-settings.ts normalises them as the analysis does (lower case, ä = a,
 * ß = ss) for the index settings, because the engine matches the list against normalised tokens as it stands.
 *
 * Deliberately absent: short, general parts ('Bad', 'Hand', 'Wand', 'Kopf', 'Eck', 'Regen') that would tie unrelated
 * products together.
 */
export const DECOMPOUND_WORDS_DE: string[] = [
  // Bathroom: basins, toilets, baths, showers.
  'Waschtisch', 'Waschbecken', 'Becken', 'Schale', 'Unterschrank', 'Schrank', 'Spiegel', 'Spiegelschrank',
  'Toilette', 'Sitz', 'Brille', 'Deckel', 'Spülkasten', 'Kasten', 'Spülung', 'Urinal', 'Bidet',
  'Badewanne', 'Wanne', 'Duschwanne', 'Dusche', 'Brause', 'Kopfbrause', 'Handbrause', 'Schlauch', 'Stange',
  'Rinne', 'Duschrinne', 'Ablauf', 'Siphon', 'Garnitur', 'Kabine', 'Duschkabine', 'Duschtür', 'Duschwand',
  'Abtrennung', 'Aufsatz', 'Halter', 'Haken', 'Ring', 'Spender', 'Handtuch', 'Trockner', 'Wärmer',
  // Taps.
  'Armatur', 'Batterie', 'Mischer', 'Hahn', 'Wasserhahn', 'Thermostat', 'Kartusche', 'Strahlregler', 'Einlauf',
  'Auslauf', 'Ventil', 'Unterputz', 'Aufputz',
  // Kitchen.
  'Spüle', 'Spültisch', 'Küche', 'Küchen',
  // Heating and water heating.
  'Heizkörper', 'Radiator', 'Heizstab', 'Heizung', 'Thermostatkopf', 'Verschraubung', 'Therme', 'Kessel', 'Boiler',
  'Speicher', 'Warmwasser', 'Erhitzer', 'Pumpe', 'Wärmepumpe', 'Verteiler', 'Regler', 'Regelung', 'Fußbodenheizung',
  'Gefäß',
  // Installation.
  'Rohr', 'Fitting', 'Nippel', 'Bogen', 'Kugelhahn', 'Element', 'Platte', 'Dichtung', 'Silikon', 'Elektro', 'Edelstahl',
  'Granit', 'Keramik', 'Messing', 'Kupfer',
];
