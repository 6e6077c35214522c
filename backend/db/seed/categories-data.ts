import type { ProductKind } from '@/backend/media/catalog';

/**
 * The category tree of the research file (Part C), with third-level children where a real shop has them.
 * `key` names a category for the product families; `kind` picks the category image. Categories listed with
 * `empty: true` get no products (the storefront hides categories whose count is 0).
 */
export type CategoryNode = {
  key: string;
  de: string;
  ro: string;
  kind: ProductKind;
  icon?: string;
  empty?: boolean;
  children?: CategoryNode[];
};

const leaf = (key: string, de: string, ro: string, kind: ProductKind, empty = false): CategoryNode => ({
  key,
  de,
  ro,
  kind,
  ...(empty ? { empty } : {}),
});

export const CATEGORY_TREE: CategoryNode[] = [
  {
    key: 'bad', de: 'Bad', ro: 'Baie', kind: 'basin', icon: 'bath',
    children: [
      {
        key: 'armaturen', de: 'Armaturen', ro: 'Baterii', kind: 'tap',
        children: [
          leaf('waschtischarmaturen', 'Waschtischarmaturen', 'Baterii lavoar', 'tap'),
          leaf('standventile', 'Standventile', 'Robineți stativi', 'tap'),
          leaf('bidetarmaturen', 'Bidetarmaturen', 'Baterii bideu', 'tap'),
          leaf('brausethermostate', 'Brausethermostate', 'Baterii termostatate duș', 'thermostat'),
          leaf('brausearmaturen', 'Brausearmaturen', 'Baterii duș', 'thermostat'),
          leaf('unterputzarmaturen', 'Unterputzarmaturen', 'Baterii încastrate', 'thermostat'),
          leaf('sensorarmaturen', 'Sensorarmaturen', 'Baterii cu senzor', 'tap'),
        ],
      },
      {
        key: 'dusch-brausesysteme', de: 'Dusch- & Brausesysteme', ro: 'Sisteme de duș', kind: 'shower',
        children: [
          leaf('duschsysteme', 'Duschsysteme', 'Coloane de duș', 'shower'),
          leaf('kopfbrausen', 'Kopfbrausen', 'Capete de duș fixe', 'shower'),
          leaf('handbrausen', 'Handbrausen', 'Pare de duș', 'hand_shower'),
          leaf('brausestangen', 'Brausestangen & Brausesets', 'Bare și seturi de duș', 'hand_shower'),
          leaf('brauseschlaeuche', 'Brauseschläuche', 'Furtunuri de duș', 'hand_shower'),
          leaf('wandanschluesse', 'Wandanschlussbögen', 'Racorduri de perete', 'valve'),
        ],
      },
      {
        key: 'badewannenarmaturen', de: 'Badewannenarmaturen', ro: 'Baterii cadă', kind: 'bath_tap',
        children: [
          leaf('wannenbatterien', 'Wannenbatterien Aufputz', 'Baterii cadă aparente', 'bath_tap'),
          leaf('wannenthermostate', 'Wannenthermostate', 'Baterii cadă termostatate', 'bath_tap'),
          leaf('wanneneinlaeufe', 'Wanneneinläufe', 'Pipe cadă', 'bath_tap'),
        ],
      },
      {
        key: 'waschtische', de: 'Waschtische', ro: 'Lavoare', kind: 'basin',
        children: [
          leaf('aufsatzwaschtische', 'Aufsatzwaschtische', 'Lavoare pe blat', 'basin'),
          leaf('einbauwaschtische', 'Einbauwaschtische', 'Lavoare încastrate', 'basin'),
          leaf('moebelwaschtische', 'Möbelwaschtische', 'Lavoare pentru mobilier', 'basin'),
          leaf('handwaschbecken', 'Handwaschbecken', 'Lavoare mici', 'basin'),
          leaf('doppelwaschtische', 'Doppelwaschtische', 'Lavoare duble', 'basin'),
        ],
      },
      {
        key: 'wcs', de: 'WCs & Dusch-WCs', ro: 'Vase WC', kind: 'wc',
        children: [
          leaf('wand-wcs', 'Wand-WCs', 'Vase WC suspendate', 'wc'),
          leaf('stand-wcs', 'Stand-WCs', 'Vase WC pe pardoseală', 'wc'),
          leaf('dusch-wcs', 'Dusch-WCs', 'Vase WC cu funcție de bideu', 'wc'),
          leaf('wc-sitze', 'WC-Sitze', 'Capace WC', 'wc_seat'),
          leaf('urinale', 'Urinale', 'Pisoare', 'wc'),
          leaf('bidets', 'Bidets', 'Bideuri', 'wc'),
        ],
      },
      {
        key: 'vorwandinstallation', de: 'Vorwandinstallation & Betätigungsplatten', ro: 'Rezervoare încastrate și clape', kind: 'frame',
        children: [
          leaf('installationselemente', 'Installationselemente', 'Rezervoare încastrate', 'frame'),
          leaf('betaetigungsplatten', 'Betätigungsplatten', 'Clape de acționare', 'flush_plate'),
        ],
      },
      {
        key: 'badewannen', de: 'Badewannen', ro: 'Căzi de baie', kind: 'bathtub',
        children: [
          leaf('rechteckbadewannen', 'Rechteckbadewannen', 'Căzi dreptunghiulare', 'bathtub'),
          leaf('freistehende-badewannen', 'Freistehende Badewannen', 'Căzi freestanding', 'bathtub'),
          leaf('eckbadewannen', 'Eckbadewannen', 'Căzi de colț', 'bathtub'),
        ],
      },
      {
        key: 'duschwannen', de: 'Duschwannen & Duschrinnen', ro: 'Cădițe și rigole de duș', kind: 'shower_tray',
        children: [
          leaf('duschwannen-flach', 'Duschwannen', 'Cădițe de duș', 'shower_tray'),
          leaf('duschrinnen', 'Duschrinnen', 'Rigole de duș', 'shower_drain'),
          leaf('bodenablaeufe', 'Bodenabläufe', 'Sifoane de pardoseală', 'shower_drain'),
        ],
      },
      {
        key: 'duschabtrennungen', de: 'Duschabtrennungen', ro: 'Cabine și pereți de duș', kind: 'shower_screen',
        children: [
          leaf('walk-in', 'Walk-In Duschwände', 'Pereți walk-in', 'shower_screen'),
          leaf('eckeinstiege', 'Eckeinstiege', 'Cabine de colț', 'shower_screen'),
          leaf('nischentueren', 'Nischentüren', 'Uși de nișă', 'shower_screen'),
          leaf('badewannenaufsaetze', 'Badewannenaufsätze', 'Paravane cadă', 'shower_screen'),
        ],
      },
      {
        key: 'badmoebel', de: 'Badmöbel & Accessoires', ro: 'Mobilier și accesorii baie', kind: 'furniture',
        children: [
          leaf('waschtischunterschraenke', 'Waschtischunterschränke', 'Dulapuri sub lavoar', 'furniture'),
          leaf('spiegelschraenke', 'Spiegelschränke', 'Dulapuri cu oglindă', 'mirror_cabinet'),
          leaf('accessoires', 'Badaccessoires', 'Accesorii baie', 'accessory'),
          leaf('badtextilien', 'Badtextilien', 'Textile baie', 'accessory', true),
        ],
      },
    ],
  },
  {
    key: 'kueche', de: 'Küche', ro: 'Bucătărie', kind: 'kitchen_tap', icon: 'kitchen',
    children: [
      {
        key: 'kuechenarmaturen', de: 'Küchenarmaturen & Spülen', ro: 'Baterii și chiuvete bucătărie', kind: 'kitchen_tap',
        children: [
          leaf('spueltischarmaturen', 'Spültischarmaturen', 'Baterii bucătărie', 'kitchen_tap'),
          leaf('armaturen-brause', 'Küchenarmaturen mit Brause', 'Baterii bucătărie cu duș extractibil', 'kitchen_tap'),
          leaf('niederdruckarmaturen', 'Niederdruckarmaturen', 'Baterii de joasă presiune', 'kitchen_tap'),
          leaf('edelstahlspuelen', 'Edelstahlspülen', 'Chiuvete inox', 'sink'),
          leaf('granitspuelen', 'Granitspülen', 'Chiuvete granit', 'sink'),
        ],
      },
      leaf('kuechenzubehoer', 'Küchenzubehör', 'Accesorii bucătărie', 'sink', true),
    ],
  },
  {
    key: 'heizung', de: 'Heizung', ro: 'Încălzire', kind: 'radiator', icon: 'heating',
    children: [
      {
        key: 'heizkoerper', de: 'Heizkörper', ro: 'Calorifere', kind: 'radiator',
        children: [
          leaf('typ-11', 'Flachheizkörper Typ 11', 'Calorifere tip 11', 'radiator'),
          leaf('typ-21', 'Flachheizkörper Typ 21', 'Calorifere tip 21', 'radiator'),
          leaf('typ-22', 'Flachheizkörper Typ 22', 'Calorifere tip 22', 'radiator'),
          leaf('typ-33', 'Flachheizkörper Typ 33', 'Calorifere tip 33', 'radiator'),
          leaf('ventilheizkoerper', 'Ventilheizkörper', 'Calorifere cu robinet integrat', 'radiator'),
          leaf('designheizkoerper', 'Designheizkörper', 'Calorifere design', 'design_radiator'),
          leaf('roehrenradiatoren', 'Röhrenradiatoren', 'Radiatoare tubulare', 'design_radiator'),
        ],
      },
      {
        key: 'badheizkoerper', de: 'Badheizkörper', ro: 'Radiatoare port-prosop', kind: 'towel_radiator',
        children: [
          leaf('handtuchheizkoerper', 'Handtuchheizkörper', 'Radiatoare port-prosop', 'towel_radiator'),
          leaf('elektro-badheizkoerper', 'Elektro-Badheizkörper', 'Radiatoare port-prosop electrice', 'towel_radiator'),
          leaf('heizstaebe', 'Heizstäbe', 'Rezistențe electrice', 'spare_part'),
        ],
      },
      {
        key: 'waermeerzeuger', de: 'Gas-Brennwert & Wärmepumpen', ro: 'Centrale termice și pompe de căldură', kind: 'boiler',
        children: [
          leaf('gasbrennwertthermen', 'Gas-Brennwertthermen', 'Centrale termice în condensare', 'boiler'),
          leaf('kombithermen', 'Gas-Kombithermen', 'Centrale termice mixte', 'boiler'),
          leaf('luft-wasser-waermepumpen', 'Luft-Wasser-Wärmepumpen', 'Pompe de căldură aer-apă', 'heat_pump'),
          leaf('warmwasser-waermepumpen', 'Warmwasser-Wärmepumpen', 'Pompe de căldură pentru apă caldă', 'heat_pump'),
        ],
      },
      {
        key: 'warmwasserspeicher', de: 'Warmwasserspeicher', ro: 'Boilere', kind: 'water_heater',
        children: [
          leaf('elektrospeicher', 'Elektro-Warmwasserspeicher', 'Boilere electrice', 'water_heater'),
          leaf('durchlauferhitzer', 'Durchlauferhitzer', 'Încălzitoare instant', 'water_heater'),
          leaf('indirekte-speicher', 'Indirekt beheizte Speicher', 'Boilere indirecte', 'water_heater'),
        ],
      },
      {
        key: 'fussbodenheizung', de: 'Fußbodenheizung', ro: 'Încălzire în pardoseală', kind: 'floor_heating',
        children: [
          leaf('fbh-rohre', 'Fußbodenheizungsrohre', 'Țevi pentru încălzire în pardoseală', 'floor_heating'),
          leaf('heizkreisverteiler', 'Heizkreisverteiler', 'Distribuitoare', 'floor_heating'),
          leaf('fbh-regelung', 'Raumthermostate & Regelung', 'Termostate de cameră', 'thermostat_head'),
        ],
      },
      {
        key: 'pumpen', de: 'Heizungspumpen', ro: 'Pompe de circulație', kind: 'pump',
        children: [
          leaf('umwaelzpumpen', 'Umwälzpumpen', 'Pompe de recirculare', 'pump'),
          leaf('zirkulationspumpen', 'Zirkulationspumpen', 'Pompe de recirculare apă caldă', 'pump'),
        ],
      },
      leaf('kaminoefen', 'Kaminöfen', 'Șeminee', 'boiler', true),
    ],
  },
  {
    key: 'installation', de: 'Installation', ro: 'Instalații', kind: 'pipe', icon: 'installation',
    children: [
      {
        key: 'rohre-fittings', de: 'Rohre & Fittings', ro: 'Țevi și fitinguri', kind: 'pipe',
        children: [
          leaf('verbundrohre', 'Mehrschichtverbundrohre', 'Țevi multistrat', 'pipe'),
          leaf('kupferrohre', 'Kupferrohre', 'Țevi de cupru', 'pipe'),
          leaf('pressfittings', 'Pressfittings', 'Fitinguri de presare', 'fitting'),
          leaf('gewindefittings', 'Gewindefittings', 'Fitinguri filetate', 'fitting'),
        ],
      },
      {
        key: 'ventile', de: 'Ventile & Thermostatköpfe', ro: 'Robineți și capete termostatice', kind: 'valve',
        children: [
          leaf('thermostatkoepfe', 'Thermostatköpfe', 'Capete termostatice', 'thermostat_head'),
          leaf('heizkoerperventile', 'Heizkörperventile', 'Robineți calorifer', 'valve'),
          leaf('kugelhaehne', 'Kugelhähne', 'Robineți cu bilă', 'valve'),
          leaf('ruecklaufverschraubungen', 'Rücklaufverschraubungen', 'Robineți tur-retur', 'valve'),
        ],
      },
      {
        key: 'abwasser', de: 'Abwasser & Siphons', ro: 'Scurgere și sifoane', kind: 'siphon',
        children: [
          leaf('siphons', 'Siphons', 'Sifoane', 'siphon'),
          leaf('ht-rohre', 'HT-Rohre & Formteile', 'Țevi și fitinguri PP', 'pipe'),
          leaf('ablaufgarnituren', 'Ablaufgarnituren', 'Ventile de scurgere', 'siphon'),
        ],
      },
      {
        key: 'abdichtung', de: 'Abdichtung & Montage', ro: 'Etanșare și montaj', kind: 'sealant',
        children: [
          leaf('silikon', 'Silikon & Dichtstoffe', 'Silicon și etanșanți', 'sealant'),
          leaf('dichtbahnen', 'Dichtbahnen & Dichtbänder', 'Membrane de etanșare', 'membrane'),
        ],
      },
    ],
  },
  {
    key: 'ersatzteile', de: 'Ersatzteile', ro: 'Piese de schimb', kind: 'spare_part', icon: 'spare-parts',
    children: [
      leaf('kartuschen', 'Kartuschen & Oberteile', 'Cartușe și ventile', 'cartridge'),
      leaf('strahlregler', 'Strahlregler', 'Perlatoare', 'spare_part'),
      leaf('spuelkasten-ersatzteile', 'Spülkasten-Ersatzteile', 'Piese pentru rezervoare', 'spare_part'),
      leaf('heizungs-ersatzteile', 'Heizungs-Ersatzteile', 'Piese de schimb centrale', 'spare_part'),
      leaf('ersatzteile-badmoebel', 'Ersatzteile Badmöbel', 'Piese de schimb mobilier', 'spare_part', true),
    ],
  },
];
