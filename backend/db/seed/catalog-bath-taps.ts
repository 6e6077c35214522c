import type { Family } from './catalog-types';
import { same, text } from './catalog-types';

/** A nominal size DN 15 (or its thread 1/2"): the connection a title with it lists. */
const DN15 = { dn: 15 };

const SIZES_TAP = [text('S-Size', 'mărimea S'), text('M-Size', 'mărimea M'), text('L-Size', 'mărimea L'), text('XL-Size', 'mărimea XL')];
const TAP_FINISHES = ['chrom', 'mattschwarz', 'edelstahl', 'bronze', 'weiss', 'gold'] as const;

const BASIN_TAP_SERIES: Record<string, string[]> = {
  grohe: ['Eurosmart', 'Essence', 'Eurostyle', 'Lineare', 'Atrio', 'BauEdge', 'Eurodisc Cosmopolitan', 'Plus'],
  hansgrohe: ['Talis E', 'Logis', 'Metropol', 'Focus', 'Rebris S', 'Vivenis', 'Finoris', 'Tecturis E'],
  kludi: ['Zenta SL', 'Pure&Solid', 'Logo Neo', 'Ameo'],
  hansa: ['Hansaronda', 'Hansapolo', 'Hansadesigno', 'Hansaligna'],
  dornbracht: ['Tara', 'MEM', 'Lissé', 'CL.1'],
  keuco: ['Edition 400', 'IXMO', 'Plan Blue'],
  'ideal-standard': ['Ceraline', 'Connect Air', 'Tesi', 'Cerafine O', 'Joy'],
};

export const BATH_TAP_FAMILIES: Family[] = [
  {
    leaf: 'waschtischarmaturen', count: 140, kind: 'tap', price: [60, 400], brands: BASIN_TAP_SERIES,
    types: [
      text('Einhand-Waschtischbatterie', 'Baterie lavoar monocomandă'),
      text('Einhebel-Waschtischmischer mit Ablaufgarnitur', 'Baterie lavoar monocomandă cu ventil de scurgere'),
      text('Zweigriff-Waschtischbatterie', 'Baterie lavoar cu două mânere'),
      text('Waschtischbatterie für Aufsatzwaschtische', 'Baterie lavoar înaltă pentru lavoare pe blat'),
      text('Einhand-Waschtischbatterie mit Push-Open', 'Baterie lavoar monocomandă cu ventil click-clack'),
    ],
    dims: SIZES_TAP, finishes: [...TAP_FINISHES], colorChance: 0.5, weight: [1.2, 3.5],
    accessories: ['siphons', 'kartuschen', 'strahlregler', 'ablaufgarnituren'], documents: 0.35,
  },
  {
    leaf: 'standventile', count: 25, kind: 'tap', drawing: 'pillar-tap', price: [20, 150],
    brands: { grohe: ['Eurosmart', 'Costa L', 'BauEdge'], hansgrohe: ['Logis', 'Talis E', 'Focus'], kludi: ['Logo', 'Bingo Star'], hansa: ['Hansapolo'] },
    types: [text('Standventil', 'Robinet stativ'), text('Kaltwasser-Standventil', 'Robinet stativ pentru apă rece')],
    dims: [same('DN 15', DN15), same('1/2"', DN15)], finishes: ['chrom', 'mattschwarz'], colorChance: 0.2, weight: [0.6, 1.5],
    accessories: ['strahlregler', 'siphons'],
  },
  {
    leaf: 'bidetarmaturen', count: 30, kind: 'tap', drawing: 'bidet-tap', price: [70, 300],
    brands: { grohe: ['Eurosmart', 'Essence', 'Eurostyle'], hansgrohe: ['Talis E', 'Logis', 'Metropol'], kludi: ['Zenta SL'], 'ideal-standard': ['Ceraline', 'Tesi'], hansa: ['Hansaronda'] },
    types: [text('Einhand-Bidetbatterie', 'Baterie bideu monocomandă'), text('Bidetmischer mit Zugstangen-Ablaufgarnitur', 'Baterie bideu cu ventil de scurgere')],
    dims: [text('mit Kugelgelenk', 'cu articulație sferică'), text('ohne Ablaufgarnitur', 'fără ventil de scurgere'), same('DN 15', DN15)],
    finishes: ['chrom', 'mattschwarz', 'edelstahl'], colorChance: 0.35, weight: [1.1, 2.6], accessories: ['siphons', 'kartuschen'], documents: 0.2,
  },
  {
    leaf: 'brausethermostate', count: 60, kind: 'thermostat', price: [120, 600],
    brands: {
      grohe: ['Grohtherm 800', 'Grohtherm 1000 Performance', 'Grohtherm 2000', 'Precision Flow', 'Precision Start'],
      hansgrohe: ['Ecostat Comfort', 'Ecostat Fine', 'ShowerTablet Select 300', 'Ecostat Element'],
      hansa: ['Hansatemp', 'Hansamicra'], kludi: ['Zenta', 'Logo'], 'ideal-standard': ['Ceratherm T100', 'Ceratherm T125'],
    },
    types: [text('Brausethermostat Aufputz', 'Baterie termostatată duș aparentă'), text('Thermostat-Brausebatterie mit Ablage', 'Baterie termostatată duș cu raft')],
    dims: [same('DN 15', DN15), text('mit Sicherheitssperre 38 °C', 'cu blocare de siguranță la 38 °C')],
    finishes: ['chrom', 'mattschwarz'], colorChance: 0.35, weight: [1.8, 3.2], accessories: ['handbrausen', 'brausestangen', 'brauseschlaeuche'], documents: 0.5,
  },
  {
    leaf: 'brausearmaturen', count: 40, kind: 'thermostat', drawing: 'shower-mixer', price: [60, 250],
    brands: { grohe: ['Eurosmart', 'Eurostyle', 'BauLoop'], hansgrohe: ['Logis', 'Talis E', 'Rebris S'], kludi: ['Logo Neo', 'Pure&Easy'], hansa: ['Hansapolo', 'Hansaronda'], 'ideal-standard': ['Ceraflex', 'Ceraline'] },
    types: [text('Einhand-Brausebatterie Aufputz', 'Baterie duș monocomandă aparentă'), text('Brausemischer mit S-Anschlüssen', 'Baterie duș cu racorduri excentrice')],
    dims: [same('DN 15', DN15), text('mit Brauseset', 'cu set de duș'), text('mit Sicherheitsrohrbelüfter', 'cu aerator de siguranță')],
    finishes: ['chrom', 'mattschwarz'], colorChance: 0.3, weight: [1.2, 2.2], accessories: ['handbrausen', 'brausestangen'], documents: 0.2,
  },
  {
    leaf: 'unterputzarmaturen', count: 40, kind: 'thermostat', drawing: 'concealed-valve', price: [80, 700],
    brands: {
      grohe: ['Rapido SmartBox', 'Grohtherm SmartControl', 'Essence'], hansgrohe: ['iBox universal 2', 'ShowerSelect Comfort Q', 'ShowerSelect Comfort S'],
      dornbracht: ['xTOOL', 'MEM'], hansa: ['Hansaliving', 'Hansavarox'], kludi: ['Pure&Solid'],
    },
    types: [
      text('Unterputz-Thermostat Fertigmontageset', 'Set finisare baterie termostatată încastrată'),
      text('Unterputz-Einhebelmischer', 'Baterie încastrată monocomandă'),
      text('Universal-Grundkörper für Unterputzarmaturen', 'Corp încastrat universal'),
    ],
    dims: [text('für 1 Verbraucher', 'pentru 1 consumator'), text('für 2 Verbraucher', 'pentru 2 consumatori'), text('für 3 Verbraucher', 'pentru 3 consumatori')],
    finishes: ['chrom', 'mattschwarz'], colorChance: 0.3, weight: [0.8, 3.2], accessories: ['kopfbrausen', 'handbrausen', 'wandanschluesse'], documents: 0.5,
  },
  {
    leaf: 'sensorarmaturen', count: 20, kind: 'tap', drawing: 'sensor-tap', price: [250, 700],
    brands: { grohe: ['Eurosmart Cosmopolitan E', 'Bau Cosmopolitan E', 'Eurocube E'], hansgrohe: ['Talis E', 'Logis', 'Vivenis'], kludi: ['Zenta'], 'ideal-standard': ['Ceraplus 2.0'] },
    types: [text('Infrarot-Elektronik für Waschtisch', 'Baterie lavoar cu senzor infraroșu'), text('Berührungslose Waschtischarmatur', 'Baterie lavoar fără atingere')],
    dims: [text('Batteriebetrieb 6 V', 'alimentare baterie 6 V'), text('Netzbetrieb 230 V', 'alimentare rețea 230 V')],
    weight: [1.2, 2.4], documents: 0.6, accessories: ['siphons'],
  },
  {
    leaf: 'duschsysteme', count: 60, kind: 'shower', price: [250, 1200],
    brands: {
      grohe: ['Euphoria SmartControl 260', 'Rainshower SmartActive 310', 'Tempesta Cosmopolitan 250', 'Vitalio Start 250', 'Vitalio Joy 260'],
      hansgrohe: ['Croma Select S 280', 'Raindance Select S 240', 'Crometta S 240', 'Vernis Blend 200', 'Pulsify S 260'],
      hansa: ['Hansaemotion', 'Hansavantis Style'], kludi: ['Freshline', 'Logo Dual Shower'], 'ideal-standard': ['Idealrain Evo Jet', 'Ceratherm T25'],
    },
    types: [text('Duschsystem mit Thermostat', 'Sistem de duș cu termostat'), text('Showerpipe mit Einhebelmischer', 'Coloană de duș cu baterie monocomandă')],
    dims: [text('mit Ablage', 'cu raft'), text('mit Wanneneinlauf', 'cu pipă pentru cadă'), text('für Aufputzmontage', 'pentru montaj aparent')],
    finishes: ['chrom', 'mattschwarz', 'bronze'], colorChance: 0.45, weight: [4, 9], accessories: ['brauseschlaeuche', 'kartuschen'], documents: 0.6,
  },
  {
    leaf: 'kopfbrausen', count: 50, kind: 'shower', drawing: 'head-shower', price: [40, 600],
    brands: {
      grohe: ['Rainshower Cosmopolitan', 'Tempesta 250', 'Rainshower Mono', 'Euphoria 260'],
      hansgrohe: ['Raindance S', 'Crometta S', 'Rainfinity', 'Pulsify E'], dornbracht: ['Rain Sky E', 'Big Rain'], keuco: ['Plan'], kludi: ['A-Qa', 'Fizz'],
    },
    types: [text('Kopfbrause', 'Cap de duș fix'), text('Regenbrause mit Brausearm', 'Cap de duș tip ploaie cu braț')],
    dims: [same('200 mm'), same('250 mm'), same('310 mm'), same('400 mm'), same('500 mm')],
    finishes: ['chrom', 'mattschwarz', 'bronze'], colorChance: 0.4, weight: [0.8, 4],
  },
  {
    leaf: 'handbrausen', count: 50, kind: 'hand_shower', price: [15, 120],
    brands: { grohe: ['Tempesta 110', 'Euphoria 110', 'Vitalio Comfort 110', 'Rainshower SmartActive 130'], hansgrohe: ['Crometta 100', 'Raindance Select S 120', 'Pulsify Select S 105', 'Croma 110'], kludi: ['Logo', 'Freshline'], hansa: ['Hansabasicjet', 'Hansaactivejet'] },
    types: [text('Handbrause', 'Pară de duș'), text('Handbrause mit Antikalk-Funktion', 'Pară de duș cu funcție anticalcar')],
    dims: [same('EcoSmart 9 l/min', { flow: 9 }), same('Vario'), same('1jet', { sprays: 1 }), same('3jet', { sprays: 3 })],
    finishes: ['chrom', 'mattschwarz', 'weiss'], colorChance: 0.4, weight: [0.2, 0.5], accessories: ['brauseschlaeuche', 'brausestangen'],
  },
  {
    leaf: 'brausestangen', count: 45, kind: 'hand_shower', drawing: 'shower-rail', price: [40, 250],
    brands: { grohe: ['Tempesta 100', 'Euphoria 110 Massage', 'Vitalio Start'], hansgrohe: ['Crometta Vario', 'Croma Select S', 'Raindance Select S 120 Unica'], kludi: ['Logo', 'A-Qa'], hansa: ['Hansaviva'] },
    types: [text('Brausestangenset', 'Set bară de duș'), text('Brauseset mit Seifenschale', 'Set de duș cu săpunieră')],
    dims: [same('600 mm', { length: 600 }), same('650 mm', { length: 650 }), same('900 mm', { length: 900 })],
    finishes: ['chrom', 'mattschwarz', 'weiss'], colorChance: 0.4, weight: [0.8, 1.8], accessories: ['brauseschlaeuche'],
  },
  {
    leaf: 'brauseschlaeuche', count: 30, kind: 'hand_shower', drawing: 'shower-hose', price: [10, 50],
    brands: { grohe: ['Silverflex', 'Relexaflex', 'Rotaflex'], hansgrohe: ['Isiflex', 'Metaflex', 'Designflex'], kludi: ['Logoflex'], hansa: ['Hansaflex'] },
    types: [text('Brauseschlauch', 'Furtun de duș')],
    dims: [same('1250 mm', { length: 1250 }), same('1500 mm', { length: 1500 }), same('1600 mm', { length: 1600 }), same('1750 mm', { length: 1750 }), same('2000 mm', { length: 2000 })],
    finishes: ['chrom', 'mattschwarz'], colorChance: 0.2, weight: [0.2, 0.4],
  },
  {
    leaf: 'wandanschluesse', count: 20, kind: 'valve', drawing: 'wall-elbow', price: [15, 90],
    brands: { grohe: ['Rainshower', 'Relexa'], hansgrohe: ['FixFit E', 'FixFit S', 'FixFit Q'], kludi: ['Logo'], hansa: ['Hansaunita'] },
    types: [text('Wandanschlussbogen', 'Cot de racord pentru perete'), text('Schlauchanschluss mit Rückflussverhinderer', 'Racord furtun cu clapetă de sens')],
    dims: [same('DN 15', DN15), same('1/2"', DN15)], finishes: ['chrom', 'natur'], colorChance: 0.1, weight: [0.1, 0.3],
  },
  {
    leaf: 'wannenbatterien', count: 40, kind: 'bath_tap', price: [80, 350],
    brands: { grohe: ['Eurosmart', 'Eurostyle', 'Essence', 'BauEdge'], hansgrohe: ['Logis', 'Talis E', 'Metropol', 'Rebris S'], kludi: ['Zenta SL', 'Logo Neo'], hansa: ['Hansapolo', 'Hansaronda'], 'ideal-standard': ['Ceraline', 'Ceraflex'] },
    types: [text('Einhand-Wannenbatterie Aufputz', 'Baterie cadă monocomandă aparentă'), text('Wannenfüll- und Brausebatterie', 'Baterie cadă cu comutator duș')],
    dims: [same('DN 15', DN15), text('mit Brauseset', 'cu set de duș'), text('mit Umstellautomatik', 'cu comutator automat')],
    finishes: ['chrom', 'mattschwarz'], colorChance: 0.3, weight: [1.8, 3.4], accessories: ['handbrausen', 'brauseschlaeuche', 'ablaufgarnituren'], documents: 0.3,
  },
  {
    leaf: 'wannenthermostate', count: 30, kind: 'bath_tap', drawing: 'bath-thermostat', price: [150, 500],
    brands: { grohe: ['Grohtherm 800', 'Grohtherm 1000', 'Precision Feel'], hansgrohe: ['Ecostat Comfort', 'Ecostat 1001 CL'], hansa: ['Hansatemp'], 'ideal-standard': ['Ceratherm T100'] },
    types: [text('Thermostat-Wannenbatterie', 'Baterie cadă termostatată'), text('Thermostat-Wannenfüll- und Brausebatterie', 'Baterie cadă-duș termostatată')],
    dims: [same('DN 15', DN15), text('mit Mengenregulierung', 'cu reglare debit'), text('mit Ablage', 'cu raft')],
    finishes: ['chrom', 'mattschwarz'], colorChance: 0.3, weight: [2.2, 3.6], accessories: ['handbrausen', 'brauseschlaeuche'], documents: 0.4,
  },
  {
    leaf: 'wanneneinlaeufe', count: 20, kind: 'bath_tap', drawing: 'bath-spout', price: [40, 200],
    brands: { grohe: ['Eurosmart', 'Essence', 'BauCosmopolitan'], hansgrohe: ['Logis', 'Talis S', 'Vernis Blend'], keuco: ['Edition 400'], hansa: ['Hansavantis'] },
    types: [text('Wanneneinlauf', 'Pipă cadă de perete')],
    dims: [same('170 mm', { projection: 170 }), same('180 mm', { projection: 180 }), same('200 mm', { projection: 200 })], finishes: ['chrom', 'mattschwarz'], colorChance: 0.3, weight: [0.5, 1.2],
  },
];
