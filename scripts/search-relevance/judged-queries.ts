import type { ProductKind } from '@/contract/search/product-kind';

/**
 * The judged query set of the shop's search (docs/adr/0040-search-analysis.md): queries typed as shoppers type them
 * in each shop (product types, brand plus type, sizes, everyday and colloquial words, typos, compounds, Romanian with
 * and without diacritics), each with what the shopper meant and a rule that decides whether a product is what they
 * meant. Rules speak of the catalogue's categories (titles in the shop's language, any level of the product's
 * category path), product kind, brand and words or sizes of the title: never of product ids, so they judge any
 * answer, not today's. `npm run bench` measures the search against them (scripts/search-relevance/*).
 */
export type RelevanceRule = {
  /** Any of these category titles on the product's category path. */
  category?: string[];
  /** The product's brand (exactly). */
  brand?: string;
  /** Every one of these appears in the title (case, accents and signs ignored: '90 x 90' finds '90 x 90 cm'). */
  title?: string[];
  kind?: ProductKind;
  /** At least one of these rules holds as well. */
  anyOf?: RelevanceRule[];
};
export type JudgedQuery = { query: string; intent: string; relevant: RelevanceRule };
export type ShopKey = 'at' | 'de' | 'ro';

const main: Pick<RelevanceRule, 'kind'> = { kind: 'main' };

export const JUDGED_QUERIES: Record<ShopKey, JudgedQuery[]> = {
  at: [
    { query: 'waschbecken', intent: 'a washbasin (everyday word for Waschtisch)', relevant: { category: ['Waschtische'] } },
    { query: 'Lavoir', intent: 'a washbasin (Austrian word)', relevant: { category: ['Waschtische'] } },
    { query: 'klobrille', intent: 'a toilet seat', relevant: { category: ['WC-Sitze'] } },
    { query: 'wasserhahn bad', intent: 'a basin tap (sensor taps for basins too)', relevant: { anyOf: [{ category: ['Waschtischarmaturen'] }, { category: ['Sensorarmaturen'], title: ['Waschtisch'] }] } },
    { query: 'Boiler 80 l', intent: 'an electric water heater of 80 litres', relevant: { category: ['Warmwasserspeicher'], title: ['80 l'] } },
    { query: 'handtuchtrockner', intent: 'a towel radiator', relevant: { category: ['Badheizkörper'] } },
    { query: 'regendusche', intent: 'a rain shower head or a shower system with one', relevant: { category: ['Kopfbrausen', 'Duschsysteme'] } },
    { query: 'hänge wc', intent: 'a wall-hung toilet', relevant: { category: ['Wand-WCs'] } },
    { query: 'Heizkörperthermostat', intent: 'a thermostatic radiator head', relevant: { category: ['Thermostatköpfe'] } },
    { query: 'waschbeckenunterschrank', intent: 'a vanity unit', relevant: { category: ['Waschtischunterschränke'] } },
    { query: 'duschwanne 90x90', intent: 'a shower tray 90 x 90 cm', relevant: { category: ['Duschwannen'], title: ['90 x 90'] } },
    { query: 'Duschrinne 80', intent: 'a shower channel (about 80 cm)', relevant: { category: ['Duschrinnen'] } },
    { query: 'Vaillant ecoTEC', intent: 'a Vaillant ecoTEC boiler, not its spare parts', relevant: { brand: 'Vaillant', title: ['ecoTEC'], ...main } },
    { query: 'grohe eurosmart', intent: 'a Grohe Eurosmart tap', relevant: { brand: 'Grohe', title: ['Eurosmart'] } },
    { query: 'Flachheizkörper Typ 22 600x1000', intent: 'a type 22 panel radiator 600 x 1000', relevant: { category: ['Flachheizkörper Typ 22'], title: ['600x1000'] } },
    { query: 'badewanne 170', intent: 'a bathtub 170 cm long', relevant: { category: ['Badewannen'], title: ['170 x'] } },
    { query: 'WC mit Spülkasten', intent: 'a close-coupled toilet with its cistern', relevant: { category: ['Stand-WCs'], title: ['Kombination'] } },
    { query: 'spiegelschrank led', intent: 'a mirror cabinet with LED light', relevant: { category: ['Spiegelschränke'], title: ['LED'] } },
    { query: 'thermostat dusche', intent: 'a shower thermostat', relevant: { anyOf: [{ category: ['Brausethermostate'] }, { category: ['Duschsysteme'], title: ['Thermostat'] }] } },
    { query: 'küchenarmatur ausziehbar', intent: 'a kitchen tap with a pull-out spray', relevant: { category: ['Küchenarmaturen mit Brause'] } },
    { query: 'geberit betätigungsplatte', intent: 'a Geberit flush plate', relevant: { brand: 'Geberit', category: ['Betätigungsplatten'] } },
    { query: 'waschtisch weiß', intent: 'a white washbasin (basins are white; the colour is in no title)', relevant: { category: ['Waschtische'] } },
    { query: 'aufsatzwaschbecken rund', intent: 'a round countertop basin', relevant: { category: ['Aufsatzwaschtische'], title: ['rund'] } },
    { query: 'durchlauferhitzer 21 kw', intent: 'an instantaneous water heater of 21 kW', relevant: { category: ['Durchlauferhitzer'] } },
    { query: 'gastherme', intent: 'a gas boiler', relevant: { category: ['Gas-Brennwertthermen', 'Gas-Kombithermen'] } },
    { query: 'waschtsich', intent: 'a washbasin (typo)', relevant: { category: ['Waschtische'] } },
    { query: 'thermostatkopf danfos', intent: 'a Danfoss thermostatic head (typo in the brand)', relevant: { brand: 'Danfoss', category: ['Thermostatköpfe'] } },
    { query: 'silikon weiss', intent: 'white sanitary silicone', relevant: { category: ['Silikon & Dichtstoffe'] } },
    { query: 'umwälzpumpe grundfos', intent: 'a Grundfos circulation pump', relevant: { brand: 'Grundfos', category: ['Umwälzpumpen'] } },
    { query: 'pipe küche', intent: 'a kitchen tap (Austrian: Pipe)', relevant: { category: ['Spültischarmaturen', 'Küchenarmaturen mit Brause', 'Niederdruckarmaturen'] } },
  ],
  de: [
    { query: 'toilette spülrandlos', intent: 'a rimless toilet', relevant: { category: ['Wand-WCs', 'Stand-WCs'], title: ['spülrandlos'] } },
    { query: 'klodeckel absenkautomatik', intent: 'a soft-close toilet seat', relevant: { category: ['WC-Sitze'], title: ['Absenkautomatik'] } },
    { query: 'wasserhahn küche', intent: 'a kitchen tap', relevant: { category: ['Spültischarmaturen', 'Küchenarmaturen mit Brause', 'Niederdruckarmaturen'] } },
    { query: 'boiler', intent: 'a water heater', relevant: { category: ['Warmwasserspeicher'] } },
    { query: 'handtuchheizkörper', intent: 'a towel radiator', relevant: { category: ['Badheizkörper'] } },
    { query: 'regendusche mit thermostat', intent: 'a shower system with a rain shower head and a thermostat', relevant: { category: ['Duschsysteme'], title: ['Thermostat'] } },
    { query: 'Hänge-WC', intent: 'a wall-hung toilet', relevant: { category: ['Wand-WCs'] } },
    { query: 'heizkörper thermostat', intent: 'a thermostatic radiator head', relevant: { category: ['Thermostatköpfe'] } },
    { query: 'duschrinne 80 cm', intent: 'a shower channel of 800 mm', relevant: { category: ['Duschrinnen'] } },
    { query: '90 x 90 duschwanne', intent: 'a shower tray 90 x 90 cm', relevant: { category: ['Duschwannen'], title: ['90 x 90'] } },
    { query: 'vaillant ecotec plus', intent: 'a Vaillant ecoTEC plus boiler', relevant: { brand: 'Vaillant', title: ['ecoTEC plus'], ...main } },
    { query: 'hansgrohe croma', intent: 'a Hansgrohe Croma shower product', relevant: { brand: 'Hansgrohe', title: ['Croma'] } },
    { query: 'kermi badheizkörper', intent: 'a Kermi towel radiator', relevant: { brand: 'Kermi', category: ['Badheizkörper'] } },
    { query: 'badewanne freistehend', intent: 'a freestanding bathtub', relevant: { category: ['Freistehende Badewannen'] } },
    { query: 'eckbadewanne 140', intent: 'a corner bath 140 cm', relevant: { category: ['Eckbadewannen'] } },
    { query: 'waschbecken unterschrank', intent: 'a vanity unit', relevant: { category: ['Waschtischunterschränke'] } },
    { query: 'spülkasten unterputz', intent: 'a concealed cistern frame', relevant: { category: ['Installationselemente'] } },
    { query: 'duschkabine 90x90', intent: 'a corner shower enclosure 90 x 90', relevant: { category: ['Duschabtrennungen'], title: ['90 x 90'] } },
    { query: 'kugelhahn 3/4', intent: 'a 3/4 inch ball valve', relevant: { category: ['Kugelhähne'], title: ['3/4'] } },
    { query: 'mehrschichtverbundrohr 16', intent: 'multilayer pipe 16 mm', relevant: { category: ['Mehrschichtverbundrohre'], title: ['16 x'] } },
    { query: 'siphon waschbecken', intent: 'a basin trap', relevant: { category: ['Siphons'] } },
    { query: 'perlator', intent: 'a tap aerator', relevant: { category: ['Strahlregler'] } },
    { query: 'grohe kartusche', intent: 'a Grohe tap cartridge', relevant: { brand: 'Grohe', category: ['Kartuschen & Oberteile'] } },
    { query: 'badewane', intent: 'a bathtub (typo)', relevant: { category: ['Badewannen'] } },
    { query: 'heizkörpr', intent: 'a radiator (typo)', relevant: { category: ['Heizkörper'] } },
    { query: 'wärmepumpe', intent: 'a heat pump', relevant: { category: ['Luft-Wasser-Wärmepumpen', 'Warmwasser-Wärmepumpen'] } },
    { query: 'fußbodenheizung verteiler', intent: 'an underfloor heating manifold', relevant: { category: ['Heizkreisverteiler'] } },
    { query: 'geberit duofix', intent: 'a Geberit Duofix frame', relevant: { brand: 'Geberit', title: ['Duofix'] } },
  ],
  ro: [
    { query: 'chiuveta baie', intent: 'a washbasin (everyday word)', relevant: { category: ['Lavoare'] } },
    { query: 'colac wc', intent: 'a toilet seat (everyday word)', relevant: { category: ['Capace WC'] } },
    { query: 'capac wc soft close', intent: 'a soft-close toilet seat', relevant: { category: ['Capace WC'] } },
    { query: 'robinet baie', intent: 'a bathroom tap', relevant: { category: ['Baterii'] } },
    { query: 'baterie bucatarie', intent: 'a kitchen tap', relevant: { category: ['Baterii bucătărie', 'Baterii bucătărie cu duș extractibil', 'Baterii de joasă presiune'] } },
    { query: 'boiler electric', intent: 'an electric water heater', relevant: { category: ['Boilere electrice'] } },
    { query: 'boiler 80 l', intent: 'a water heater of 80 litres', relevant: { category: ['Boilere'], title: ['80 l'] } },
    { query: 'calorifer', intent: 'a radiator', relevant: { category: ['Calorifere'] } },
    { query: 'calorifer tip 22 600x1000', intent: 'a type 22 panel radiator 600 x 1000', relevant: { category: ['Calorifere tip 22'], title: ['600x1000'] } },
    { query: 'uscator prosoape', intent: 'a towel radiator (everyday word)', relevant: { category: ['Radiatoare port-prosop'] } },
    { query: 'cap de dus ploaie', intent: 'a rain shower head', relevant: { category: ['Capete de duș fixe'] } },
    { query: 'telefon dus', intent: 'a hand shower (everyday word)', relevant: { category: ['Pare de duș'] } },
    { query: 'cadita dus 90x90', intent: 'a shower tray 90 x 90 cm', relevant: { category: ['Cădițe de duș'], title: ['90 x 90'] } },
    { query: 'rigola dus 80', intent: 'a shower channel (about 80 cm)', relevant: { category: ['Rigole de duș'] } },
    { query: 'cada freestanding', intent: 'a freestanding bathtub', relevant: { category: ['Căzi freestanding'] } },
    { query: 'cadă de colț', intent: 'a corner bath', relevant: { category: ['Căzi de colț'] } },
    { query: 'vas wc suspendat', intent: 'a wall-hung toilet', relevant: { category: ['Vase WC suspendate'] } },
    { query: 'centrala termica vaillant', intent: 'a Vaillant boiler', relevant: { brand: 'Vaillant', category: ['Centrale termice în condensare', 'Centrale termice mixte'] } },
    { query: 'centrală pe gaz', intent: 'a gas boiler', relevant: { category: ['Centrale termice în condensare', 'Centrale termice mixte'] } },
    { query: 'pompa de caldura', intent: 'a heat pump', relevant: { category: ['Pompe de căldură aer-apă', 'Pompe de căldură pentru apă caldă'] } },
    { query: 'cap termostatic', intent: 'a thermostatic radiator head', relevant: { category: ['Capete termostatice'] } },
    { query: 'termostat calorifer', intent: 'a thermostatic radiator head', relevant: { category: ['Capete termostatice'] } },
    { query: 'sifon lavoar', intent: 'a basin trap', relevant: { category: ['Sifoane'] } },
    { query: 'perlator', intent: 'a tap aerator', relevant: { category: ['Perlatoare'] } },
    { query: 'dulap sub chiuveta', intent: 'a vanity unit', relevant: { category: ['Dulapuri sub lavoar'] } },
    { query: 'oglinda baie', intent: 'a bathroom mirror cabinet', relevant: { category: ['Dulapuri cu oglindă'] } },
    { query: 'teava multistrat 16', intent: 'multilayer pipe 16 mm', relevant: { category: ['Țevi multistrat'], title: ['16 x'] } },
    { query: 'robinet cu bila 1/2', intent: 'a 1/2 inch ball valve', relevant: { category: ['Robineți cu bilă'], title: ['1/2'] } },
    { query: 'lavor', intent: 'a washbasin (typo)', relevant: { category: ['Lavoare'] } },
    { query: 'grohe euphoria', intent: 'a Grohe Euphoria shower product', relevant: { brand: 'Grohe', title: ['Euphoria'] } },
  ],
};
