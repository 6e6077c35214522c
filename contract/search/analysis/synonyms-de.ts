import type { SynonymRule } from './synonym-rules';

/**
 * Everyday and colloquial German words (Austria and Germany) for the catalogue's terms. Each rule names the words the
 * catalogue uses (`catalogue`, as they stand in titles and category names, singular and plural) and the words
 * shoppers type for them (`everyday`); the index adds the everyday words wherever a catalogue word stands (index-time
 * synonyms, contract/search/analysis/analysis-settings.ts), so a query needs no synonym expansion. Several words of one
 * entry ('WC-Sitz') match as a sequence. Written as people write them: the analysis (lower case, ä = a, ß = ss,
 * accents folded) applies to the rules as to the texts.
 */
export const SYNONYMS_DE: SynonymRule[] = [
  // Washbasins: 'Waschbecken' everywhere, 'Lavoir' / 'Lavabo' in Austria.
  { catalogue: ['Waschtisch', 'Waschtische', 'Möbelwaschtisch', 'Einbauwaschtisch', 'Aufsatzwaschtisch', 'Aufsatzschale', 'Doppelwaschtisch'], everyday: ['Waschbecken', 'Lavoir', 'Lavabo', 'Waschschale', 'Aufsatzwaschbecken', 'Einbauwaschbecken'] },
  { catalogue: ['Handwaschbecken'], everyday: ['Waschbecken', 'Gästewaschbecken', 'Lavoir'] },
  // Toilets and their seats.
  { catalogue: ['WC-Sitz', 'WC-Sitze'], everyday: ['Klobrille', 'Klodeckel', 'Klositz', 'WC-Brille', 'WC-Deckel'] },
  { catalogue: ['WC', 'WCs'], everyday: ['Toilette', 'Klo', 'Klosett', 'Kloschüssel', 'Toilettenschüssel'] },
  { catalogue: ['Wand-WC', 'Wand-WCs'], everyday: ['Hänge-WC', 'Hängewc', 'Wandhänge-WC', 'wandhängend', 'Toilette', 'Klo', 'Kloschüssel'] },
  { catalogue: ['Stand-WC-Kombination', 'WC-Kombination'], everyday: ['Spülkasten', 'Kombi-WC', 'Toilette', 'Klo', 'Kloschüssel', 'bodenstehend'] },
  { catalogue: ['Stand-WC', 'Stand-WCs'], everyday: ['Standtoilette', 'bodenstehend', 'Toilette', 'Klo', 'Kloschüssel'] },
  { catalogue: ['Dusch-WC', 'Dusch-WCs'], everyday: ['Washlet', 'Closomat', 'Japan-WC', 'Toilette'] },
  { catalogue: ['Urinal', 'Urinale'], everyday: ['Pissoir'] },
  { catalogue: ['Absenkautomatik'], everyday: ['Softclose', 'Soft-Close', 'Absenkfunktion'] },
  { catalogue: ['Betätigungsplatte', 'Betätigungsplatten'], everyday: ['Drückerplatte', 'Drückerplatten', 'Drücker', 'Spülknopf', 'Abdeckplatte'] },
  { catalogue: ['Spülkasten', 'Spülkasten-Ersatzteile'], everyday: ['Klospülung', 'WC-Spülung', 'Spülung'] },
  { catalogue: ['Montageelement', 'Vorwandelement', 'Installationselemente'], everyday: ['Unterputzspülkasten', 'Vorwandinstallation', 'Tragegestell', 'Gestell'] },
  // Taps.
  { catalogue: ['Waschtischbatterie', 'Waschtischmischer', 'Waschtischarmatur', 'Waschtischarmaturen'], everyday: ['Wasserhahn', 'Mischbatterie', 'Pipe', 'Badarmatur', 'Einhebelmischer'] },
  { catalogue: ['Spültischbatterie', 'Spültischmischer', 'Spültischarmatur', 'Küchenarmatur', 'Küchenarmaturen', 'Spültischarmaturen'], everyday: ['Wasserhahn', 'Küchenhahn', 'Küchenmischer', 'Mischbatterie', 'Küchenbatterie', 'Pipe'] },
  { catalogue: ['Wannenbatterie', 'Wannenthermostat', 'Wannenmischer'], everyday: ['Badewannenarmatur', 'Badewannenhahn', 'Wannenhahn', 'Mischbatterie'] },
  { catalogue: ['Brausebatterie', 'Brausemischer', 'Brausethermostat', 'Brausearmaturen', 'Brausethermostate'], everyday: ['Duscharmatur', 'Duschbatterie', 'Duschmischer', 'Duschthermostat', 'Dusche'] },
  { catalogue: ['Strahlregler'], everyday: ['Perlator', 'Luftsprudler', 'Mousseur', 'Wasserspardüse'] },
  { catalogue: ['Kartusche', 'Kartuschen'], everyday: ['Mischkartusche', 'Innenleben'] },
  // Showers.
  { catalogue: ['Kopfbrause', 'Kopfbrausen', 'Regenbrause'], everyday: ['Regendusche', 'Regenduschkopf', 'Duschkopf', 'Brausekopf', 'Tellerkopfbrause', 'Rainshower'] },
  { catalogue: ['Handbrause', 'Handbrausen'], everyday: ['Duschkopf', 'Brausekopf', 'Duschbrause', 'Handdusche', 'Telefondusche'] },
  { catalogue: ['Brauseschlauch', 'Brauseschläuche'], everyday: ['Duschschlauch'] },
  { catalogue: ['Brausestange', 'Brausestangenset', 'Brauseset', 'Brausesets'], everyday: ['Duschstange', 'Duschset', 'Wandstange'] },
  { catalogue: ['Duschsystem', 'Duschsysteme', 'Showerpipe'], everyday: ['Duschsäule', 'Duschpaneel', 'Regendusche', 'Duschset', 'Dusche'] },
  { catalogue: ['Duschwanne', 'Duschwannen', 'Duschfläche'], everyday: ['Duschtasse', 'Duschboden'] },
  { catalogue: ['Duschrinne', 'Duschrinnen', 'Duschprofil'], everyday: ['Ablaufrinne', 'Duschablauf', 'Rinne', 'Linienentwässerung'] },
  { catalogue: ['Bodenablauf', 'Bodenabläufe'], everyday: ['Gully', 'Abfluss', 'Duschablauf', 'Bodeneinlauf'] },
  { catalogue: ['Duschwand', 'Walk-In', 'Eckeinstieg', 'Nischentür', 'Duschabtrennungen', 'Badewannenaufsatz'], everyday: ['Duschkabine', 'Duschtür', 'Duschabtrennung', 'Glaswand', 'Duschglas'] },
  // Bathtubs.
  { catalogue: ['Badewanne', 'Badewannen'], everyday: ['Wanne', 'Badwanne'] },
  { catalogue: ['Badewannenaufsatz', 'Badewannenaufsätze'], everyday: ['Badewannenfaltwand', 'Wannenabtrennung', 'Duschwand'] },
  { catalogue: ['Ablaufgarnitur', 'Überlaufgarnitur'], everyday: ['Stöpsel', 'Abflussgarnitur', 'Wannenablauf'] },
  { catalogue: ['Siphon', 'Siphons', 'Röhrensiphon', 'Flaschensiphon'], everyday: ['Geruchsverschluss', 'Syphon', 'Abfluss'] },
  // Furniture and accessories.
  { catalogue: ['Waschtischunterschrank', 'Waschtischunterschränke'], everyday: ['Waschbeckenunterschrank', 'Unterschrank', 'Badunterschrank'] },
  { catalogue: ['Spiegelschrank', 'Spiegelschränke'], everyday: ['Alibert', 'Badspiegel', 'Badezimmerspiegelschrank'] },
  { catalogue: ['Badetuchhalter', 'Handtuchhalter', 'Handtuchring', 'Handtuchhaken'], everyday: ['Handtuchstange', 'Handtuchhalterung'] },
  { catalogue: ['Seifenspender'], everyday: ['Seifenpumpe'] },
  // Kitchen.
  { catalogue: ['Spüle', 'Einbauspüle', 'Edelstahlspüle', 'Granitspüle', 'Keramikspüle'], everyday: ['Spülbecken', 'Abwasch', 'Küchenspüle', 'Abwaschbecken', 'Waschbecken'] },
  // Heating.
  { catalogue: ['Badheizkörper', 'Handtuchheizkörper', 'Elektro-Badheizkörper'], everyday: ['Handtuchtrockner', 'Handtuchwärmer', 'Handtuchradiator', 'Handtuchheizung'] },
  { catalogue: ['Heizkörper', 'Flachheizkörper', 'Ventilheizkörper', 'Designheizkörper'], everyday: ['Radiator', 'Heizung', 'Heizkörperplatte'] },
  { catalogue: ['Röhrenradiator', 'Röhrenradiatoren'], everyday: ['Heizkörper', 'Säulenheizkörper'] },
  { catalogue: ['Heizstab'], everyday: ['Heizpatrone', 'Elektroheizstab'] },
  { catalogue: ['Warmwasserspeicher', 'Elektro-Warmwasserspeicher', 'Elektro-Flachspeicher', 'Flachspeicher', 'Solarspeicher', 'Speicher'], everyday: ['Boiler', 'Warmwasserboiler', 'Heißwasserboiler', 'Heißwasserspeicher', 'Elektroboiler', 'Warmwassertank'] },
  { catalogue: ['Durchlauferhitzer'], everyday: ['Durchlauferhitzer', 'Boiler', 'Untertischgerät', 'Therme'] },
  { catalogue: ['Gas-Brennwerttherme', 'Gas-Brennwert-Kombitherme', 'Brennwerttherme', 'Kombitherme', 'Gas-Brennwertthermen', 'Gas-Kombithermen'], everyday: ['Gastherme', 'Therme', 'Heizkessel', 'Gasheizung', 'Gaskessel', 'Kessel', 'Heizung'] },
  { catalogue: ['Wärmepumpe', 'Luft-Wasser-Wärmepumpe', 'Warmwasser-Wärmepumpe'], everyday: ['Luftwärmepumpe', 'Heizungswärmepumpe'] },
  { catalogue: ['Thermostatkopf', 'Thermostatköpfe'], everyday: ['Heizkörperthermostat', 'Heizungsthermostat', 'Thermostatventil', 'Heizkörperregler'] },
  { catalogue: ['Umwälzpumpe', 'Umwälzpumpen', 'Heizungspumpen'], everyday: ['Heizungspumpe', 'Umlaufpumpe'] },
  { catalogue: ['Kugelhahn', 'Kugelhähne'], everyday: ['Absperrhahn', 'Haupthahn', 'Wasserhahn'] },
  { catalogue: ['Ausdehnungsgefäß'], everyday: ['Expansionsgefäß', 'Druckausgleichsgefäß'] },
  { catalogue: ['Fußbodenheizungsrohr', 'Fußbodenheizungsrohre'], everyday: ['Heizrohr', 'Bodenheizungsrohr'] },
  { catalogue: ['Silikon-Dichtstoff', 'Silikon'], everyday: ['Fugensilikon', 'Sanitärsilikon', 'Dichtmasse', 'Fugendichtung'] },
];
