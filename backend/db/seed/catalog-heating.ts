import type { Dim, Family } from './catalog-types';
import { same, text } from './catalog-types';
import type { Rng } from './random';

const HEIGHTS = [300, 400, 500, 600, 900];
const LENGTHS = [400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2300, 2600, 3000];

/** Heat output per metre at 75/65/20 °C for a 600 mm high panel radiator of each type (EN 442, typical). */
const OUTPUT_PER_M_600: Record<number, number> = { 11: 900, 21: 1240, 22: 1650, 33: 2350 };

function panelDim(type: number) {
  return (r: Rng): Dim => {
    const height = r.pick(HEIGHTS);
    const length = r.pick(LENGTHS);
    const output75 = Math.round(((OUTPUT_PER_M_600[type] ?? 1650) * (length / 1000) * Math.pow(height / 600, 0.85)) / 5) * 5;
    return same(`${height}x${length}`, { height, length, type, output75, output55: Math.round(output75 * 0.52) });
  };
}

/** Gross price of a panel radiator: about 130 € for a Typ 22 600x1000. */
function panelPrice(level: number, dim: Dim | null): number {
  const data = dim?.data ?? {};
  const type = data.type ?? 22;
  const base = { 11: 75, 21: 105, 22: 135, 33: 185 }[type] ?? 135;
  const size = ((data.length ?? 1000) / 1000) * Math.pow((data.height ?? 600) / 600, 0.7);
  return Math.max(45, base * size * (0.85 + level * 0.4));
}

const PANEL_BRANDS: Record<string, string[]> = {
  kermi: ['Profil-K', 'therm-x2 Profil-K', 'Line-K', 'Plan-K'],
  purmo: ['Compact', 'Plan Compact', 'Ramo Compact'],
  'vogel-noot': ['T6 Kompakt', 'Vonova Kompakt', 'T6 Plan'],
  buderus: ['Logatrend C-Profil', 'Logatrend K-Profil'],
};

const panel = (leaf: string, type: number, count: number): Family => ({
  leaf, count, kind: 'radiator', price: [60, 400], brands: PANEL_BRANDS,
  types: [text(`Flachheizkörper Typ ${type}`, `Calorifer din oțel tip ${type}`)],
  dims: panelDim(type), priceOf: panelPrice, finishes: ['weiss'], weight: [8, 80],
  freight: (dim) => (dim?.data?.length ?? 0) >= 2000,
  accessories: ['thermostatkoepfe', 'heizkoerperventile', 'ruecklaufverschraubungen'], documents: 0.45,
  undeliverable: [{ countries: [146], share: 0.08 }],
});

export const HEATING_FAMILIES: Family[] = [
  { ...panel('typ-11', 11, 70), drawing: 'radiator-11' },
  { ...panel('typ-21', 21, 50), drawing: 'radiator-21' },
  panel('typ-22', 22, 110),
  { ...panel('typ-33', 33, 60), drawing: 'radiator-33' },
  {
    ...panel('ventilheizkoerper', 22, 70),
    drawing: 'valve-radiator',
    brands: { kermi: ['Profil-V', 'therm-x2 Profil-V', 'Plan-V'], purmo: ['Ventil Compact', 'Plan Ventil Compact'], 'vogel-noot': ['T6 Ventil', 'Vonova Ventil'], buderus: ['Logatrend VC-Profil'] },
    types: [text('Ventilheizkörper Typ 22', 'Calorifer cu robinet integrat tip 22'), text('Ventilheizkörper Typ 33', 'Calorifer cu robinet integrat tip 33')],
  },
  {
    leaf: 'designheizkoerper', count: 40, kind: 'design_radiator', price: [250, 1200],
    brands: { zehnder: ['Roda', 'Metropolitan', 'Nova Neo'], kermi: ['Verteo Plan', 'Decor-S', 'Credo Half'], purmo: ['Kos V', 'Tinos V', 'Paros H'], 'vogel-noot': ['Vonova Vertical'] },
    types: [text('Designheizkörper vertikal', 'Calorifer design vertical'), text('Designheizkörper horizontal', 'Calorifer design orizontal')],
    dims: [same('1800 x 500', { height: 1800, length: 500 }), same('2000 x 600', { height: 2000, length: 600 }), same('1600 x 450', { height: 1600, length: 450 }), same('600 x 1400', { height: 600, length: 1400 })],
    finishes: ['weiss', 'anthrazit'], colorChance: 0.6, weight: [25, 60], accessories: ['thermostatkoepfe', 'heizkoerperventile'], documents: 0.5,
  },
  {
    leaf: 'roehrenradiatoren', count: 30, kind: 'design_radiator', drawing: 'column-radiator', price: [200, 1200],
    brands: { zehnder: ['Charleston 2 Säulen', 'Charleston 3 Säulen', 'Charleston 4 Säulen'], purmo: ['Delta Laserline'], 'vogel-noot': ['Vonova Röhre'] },
    types: [text('Röhrenradiator', 'Radiator tubular'), text('Röhrenradiator mit Ventileinsatz', 'Radiator tubular cu ventil')],
    dims: [same('300 x 1800', { height: 300, length: 1800 }), same('750 x 1200', { height: 750, length: 1200 }), same('600 x 1042', { height: 600, length: 1042 }), same('500 x 1380', { height: 500, length: 1380 }), same('900 x 782', { height: 900, length: 782 }), same('1800 x 414', { height: 1800, length: 414 })],
    finishes: ['weiss', 'anthrazit'], colorChance: 0.5, weight: [25, 70], accessories: ['thermostatkoepfe'],
  },
  {
    leaf: 'handtuchheizkoerper', count: 60, kind: 'towel_radiator', price: [100, 800],
    brands: { zehnder: ['Yucca', 'Forma', 'Subway'], kermi: ['Basic-50', 'Credo-Half', 'Diveo'], purmo: ['Santorini', 'Kos V'], 'vogel-noot': ['Vonova Bad', 'Mirage'] },
    types: [
      text('Badheizkörper Mittelanschluss', 'Radiator port-prosop racord central'), text('Badheizkörper Seitenanschluss', 'Radiator port-prosop racord lateral'),
      text('Badheizkörper Mehrzweckanschluss', 'Radiator port-prosop racord universal'),
    ],
    dims: [text('gerade', 'drept'), text('gebogen', 'curbat'), text('mit Handtuchstange', 'cu bară port-prosop')],
    sizes: ['500 x 800', '500 x 1200', '600 x 1500', '600 x 1800'], sizeChance: 0.55,
    finishes: ['weiss', 'chrom', 'anthrazit'], colorChance: 0.6, weight: [8, 25], accessories: ['heizstaebe', 'heizkoerperventile', 'thermostatkoepfe'], documents: 0.4,
  },
  {
    leaf: 'elektro-badheizkoerper', count: 30, kind: 'towel_radiator', drawing: 'electric-towel-radiator', price: [200, 900],
    brands: { zehnder: ['Yucca Star', 'Forma Spa'], kermi: ['Credo-Half-E', 'Basic-E'], purmo: ['Kos VE'], 'stiebel-eltron': ['BHE Plus', 'BHE Komfort'] },
    types: [text('Elektro-Badheizkörper mit Heizstab', 'Radiator port-prosop electric'), text('Elektro-Badheizkörper mit Timer', 'Radiator port-prosop electric cu temporizator')],
    dims: [same('500 W', { watts: 500 }), same('750 W', { watts: 750 }), same('1000 W', { watts: 1000 })], finishes: ['weiss', 'chrom', 'anthrazit'], colorChance: 0.45, weight: [9, 20], documents: 0.5,
  },
  {
    leaf: 'heizstaebe', count: 20, kind: 'spare_part', drawing: 'heating-element', price: [60, 300],
    brands: { zehnder: ['IR-Heizstab'], kermi: ['WKS', 'WKE'], purmo: ['Heizstab'], 'stiebel-eltron': ['BHE'] },
    types: [text('Elektro-Heizstab mit Thermostat', 'Rezistență electrică cu termostat'), text('Elektro-Heizstab mit Fernbedienung', 'Rezistență electrică cu telecomandă')],
    dims: [same('300 W'), same('600 W'), same('900 W'), same('1200 W')], finishes: ['weiss'], weight: [0.5, 1.2],
  },
  {
    leaf: 'gasbrennwertthermen', count: 50, kind: 'boiler', price: [1500, 4000],
    brands: {
      vaillant: ['ecoTEC plus', 'ecoTEC pure', 'ecoTEC exclusive'], viessmann: ['Vitodens 100-W', 'Vitodens 200-W', 'Vitodens 050-W'],
      buderus: ['Logamax plus GB172i.2', 'Logamax plus GB182i.2'], wolf: ['CGB-2', 'FGB'], ariston: ['Genus One+', 'Alteas One+'],
      ferroli: ['Bluehelix Tech RRT', 'Bluehelix Maxima'], motan: ['Condens 7000 F', 'Sigma Condens'],
    },
    types: [text('Gas-Brennwerttherme', 'Centrală termică în condensare')],
    dims: [same('15 kW', { kw: 15 }), same('20 kW', { kw: 20 }), same('25 kW', { kw: 25 }), same('35 kW', { kw: 35 })],
    freight: true, weight: [30, 48], accessories: ['umwaelzpumpen', 'indirekte-speicher', 'heizungs-ersatzteile'], documents: 0.9,
    undeliverable: [{ countries: [146], share: 0.2 }, { countries: [5], share: 0.1 }],
  },
  {
    leaf: 'kombithermen', count: 40, kind: 'boiler', drawing: 'combi-boiler', price: [1300, 3500],
    brands: {
      vaillant: ['ecoTEC plus VCW', 'ecoTEC pure VCW'], viessmann: ['Vitodens 100-W Kombi', 'Vitodens 111-W'], buderus: ['Logamax plus GB122i K'],
      wolf: ['CGB-2K', 'FGB-K'], ariston: ['Clas One', 'Genus One'], ferroli: ['Bluehelix Tech RRT C', 'Divatop Micro'], motan: ['Kplus', 'Sigma Condens Kombi'],
    },
    types: [text('Gas-Brennwert-Kombitherme', 'Centrală termică în condensare cu preparare apă caldă')],
    dims: [same('24 kW', { kw: 24 }), same('28 kW', { kw: 28 }), same('30 kW', { kw: 30 }), same('35 kW', { kw: 35 })],
    freight: true, weight: [30, 45], accessories: ['umwaelzpumpen', 'heizungs-ersatzteile'], documents: 0.9,
    undeliverable: [{ countries: [5, 13], share: 0.15 }, { countries: [146], share: 0.1 }],
  },
  {
    leaf: 'luft-wasser-waermepumpen', count: 40, kind: 'heat_pump', price: [6000, 15000],
    brands: {
      vaillant: ['aroTHERM plus', 'aroTHERM Split plus'],
      viessmann: ['Vitocal 150-A', 'Vitocal 250-A'], buderus: ['Logatherm WLW186i', 'Logatherm WLW196i'], wolf: ['CHA-Monoblock'],
      'stiebel-eltron': ['WPL-A', 'WPL-A Premium'], ariston: ['Nimbus Plus'],
    },
    types: [text('Luft-Wasser-Wärmepumpe Monoblock', 'Pompă de căldură aer-apă monobloc'), text('Luft-Wasser-Wärmepumpe Split', 'Pompă de căldură aer-apă split')],
    dims: [same('5 kW', { kw: 5 }), same('7 kW', { kw: 7 }), same('10 kW', { kw: 10 }), same('12 kW', { kw: 12 }), same('16 kW', { kw: 16 })],
    freight: true, weight: [90, 180], accessories: ['indirekte-speicher', 'umwaelzpumpen'], documents: 1,
    undeliverable: [{ countries: [146], share: 0.35 }, { countries: [5], share: 0.1 }],
  },
  {
    leaf: 'warmwasser-waermepumpen', count: 20, kind: 'heat_pump', drawing: 'hot-water-heat-pump', price: [1500, 3500],
    brands: { 'stiebel-eltron': ['WWK electronic', 'WWK Plus'], ariston: ['Nuos Plus', 'Nuos Primo'], vaillant: ['aroSTOR VWL B'], viessmann: ['Vitocal 060-A'] },
    types: [text('Warmwasser-Wärmepumpe', 'Pompă de căldură pentru apă caldă'), text('Warmwasser-Wärmepumpe mit Solarwärmetauscher', 'Pompă de căldură pentru apă caldă cu serpentină solară')],
    dims: [same('200 l', { liters: 200 }), same('250 l', { liters: 250 }), same('300 l', { liters: 300 })],
    freight: true, weight: [80, 120], documents: 0.9, undeliverable: [{ countries: [146], share: 0.2 }],
  },
  {
    leaf: 'elektrospeicher', count: 40, kind: 'water_heater', price: [150, 900],
    brands: { ariston: ['Velis Evo', 'Pro1 Eco', 'Lydos R'], 'stiebel-eltron': ['SHZ LCD', 'PSH Universal EL'], vaillant: ['eloSTOR VEH'], ferroli: ['Calypso', 'Titano Twin'] },
    types: [text('Elektro-Warmwasserspeicher', 'Boiler electric'), text('Elektro-Flachspeicher', 'Boiler electric plat')],
    dims: [same('30 l', { liters: 30 }), same('50 l', { liters: 50 }), same('80 l', { liters: 80 }), same('100 l', { liters: 100 }), same('120 l', { liters: 120 })],
    freight: (dim) => (dim?.data?.liters ?? 0) >= 80, weight: [14, 45], documents: 0.6, undeliverable: [{ countries: [5], share: 0.05 }],
  },
  {
    leaf: 'durchlauferhitzer', count: 30, kind: 'water_heater', drawing: 'instant-heater', price: [300, 900],
    brands: { 'stiebel-eltron': ['DHB-E', 'DCE-X', 'DEL Plus'], vaillant: ['electronicVED plus', 'electronicVED exclusiv'] },
    types: [text('Elektronischer Durchlauferhitzer', 'Încălzitor instant electronic'), text('Kompakt-Durchlauferhitzer', 'Încălzitor instant compact')],
    dims: [11, 13, 18, 21, 24, 27].map((kw) => same(`${kw} kW`, { kw })), weight: [3.5, 6], documents: 0.7,
  },
  {
    leaf: 'indirekte-speicher', count: 25, kind: 'water_heater', drawing: 'storage-tank', price: [700, 2000],
    brands: { buderus: ['Logalux SU', 'Logalux SM'], viessmann: ['Vitocell 100-W', 'Vitocell 100-V'], vaillant: ['uniSTOR VIH R'], wolf: ['CEW-2'] },
    types: [text('Warmwasserspeicher indirekt beheizt', 'Boiler cu serpentină'), text('Bivalenter Solarspeicher', 'Boiler bivalent solar')],
    dims: [same('150 l', { liters: 150 }), same('200 l', { liters: 200 }), same('300 l', { liters: 300 })],
    freight: true, weight: [60, 120], documents: 0.7, undeliverable: [{ countries: [146], share: 0.2 }],
  },
  {
    leaf: 'fbh-rohre', count: 25, kind: 'floor_heating', price: [1, 3],
    brands: { viega: ['Fonterra'], oventrop: ['Copipe HS', 'Cofloor'], purmo: ['Unisol'], danfoss: ['FHR'] },
    types: [text('Fußbodenheizungsrohr PE-RT 16 x 2,0 mm', 'Țeavă PE-RT pentru încălzire în pardoseală 16 x 2,0 mm'), text('Fußbodenheizungsrohr PE-Xa 17 x 2,0 mm', 'Țeavă PE-Xa pentru încălzire în pardoseală 17 x 2,0 mm')],
    dims: [text('Rolle 120 m', 'colac 120 m'), text('Rolle 240 m', 'colac 240 m'), text('Rolle 600 m', 'colac 600 m')].map((d, i) => ({ ...d, data: { meters: [120, 240, 600][i] ?? 120 } })),
    priceOf: (level, dim) => (dim?.data?.meters ?? 120) * (0.9 + level * 1.2),
    unit: (dim) => ({ unit: 'm', content: dim?.data?.meters ?? 120 }), weight: [8, 40], accessories: ['heizkreisverteiler'],
  },
  {
    leaf: 'heizkreisverteiler', count: 25, kind: 'floor_heating', drawing: 'manifold', price: [100, 700],
    brands: { oventrop: ['Multidis SF', 'Multidis SH'], danfoss: ['FHF', 'SSM'], heimeier: ['Dynacon Eclipse'] },
    types: [text('Heizkreisverteiler Edelstahl', 'Distribuitor inox pentru încălzire în pardoseală')],
    dims: [2, 3, 4, 5, 6, 8, 10, 12].map((n) => text(`${n} Heizkreise`, `${n} circuite`)),
    weight: [2, 9], accessories: ['fbh-rohre', 'fbh-regelung'], documents: 0.5,
  },
  {
    leaf: 'fbh-regelung', count: 30, kind: 'thermostat_head', drawing: 'room-thermostat', price: [40, 250],
    brands: { danfoss: ['Icon2', 'FH-WT', 'Ally'], oventrop: ['R-Tronic', 'Unibox T RTL'], heimeier: ['Unibox E', 'Multibox K'] },
    types: [text('Funk-Raumthermostat', 'Termostat de cameră wireless'), text('Einzelraumregelung für Fußbodenheizung', 'Regulator pentru încălzire în pardoseală')],
    dims: [same('230 V'), same('24 V'), text('mit App-Steuerung', 'cu control prin aplicație')],
    finishes: ['weiss'], weight: [0.2, 0.8],
  },
  {
    leaf: 'umwaelzpumpen', count: 35, kind: 'pump', price: [120, 600],
    brands: { grundfos: ['ALPHA2', 'ALPHA3', 'UPS3', 'MAGNA1'], wilo: ['Stratos PICO', 'Yonos PICO', 'Para'] },
    types: [
      text('Hocheffizienz-Umwälzpumpe', 'Pompă de recirculare de înaltă eficiență'), text('Heizungspumpe mit Verschraubungen', 'Pompă de circulație cu racorduri'),
      text('Solar-Umwälzpumpe', 'Pompă de recirculare pentru solar'),
    ],
    dims: [same('130 mm', { length: 130 }), same('180 mm', { length: 180 }), same('1"', { dn: 25 })], weight: [1.8, 4.5], documents: 0.7,
  },
  {
    leaf: 'zirkulationspumpen', count: 20, kind: 'pump', drawing: 'circulation-pump', price: [90, 300],
    brands: { grundfos: ['Comfort 15-14 BX PM', 'UP 20-15 N'], wilo: ['Star-Z NOVA', 'Star-Z NOVA C'] },
    types: [text('Trinkwasser-Zirkulationspumpe', 'Pompă de recirculare apă caldă menajeră'), text('Zirkulationspumpe mit Kugelhahn', 'Pompă de recirculare cu robinet')],
    dims: [same('R 1/2"', { dn: 15 }), same('DN 15', { dn: 15 }), text('mit Zeitschaltuhr', 'cu temporizator'), text('mit Thermostat', 'cu termostat')], weight: [1, 2.5], documents: 0.5,
  },
];

export const KITCHEN_FAMILIES: Family[] = [
  {
    leaf: 'spueltischarmaturen', count: 60, kind: 'kitchen_tap', price: [60, 500],
    brands: {
      grohe: ['Eurosmart', 'Minta', 'BauEdge', 'Start', 'Concetto'], hansgrohe: ['Focus M41', 'Talis M54', 'Zesis M33', 'Logis M31'],
      kludi: ['Zenta', 'Bingo Star', 'Logo'], hansa: ['Hansapolo', 'Hansafit', 'Hansaronda'], dornbracht: ['Tara Classic', 'eUnit'],
    },
    types: [text('Einhand-Spültischbatterie', 'Baterie bucătărie monocomandă'), text('Spültischmischer mit hohem Auslauf', 'Baterie bucătărie cu pipă înaltă')],
    dims: [text('schwenkbar', 'rotativă'), text('mit Geräteventil', 'cu robinet pentru aparat'), text('für Vorfenstermontage', 'pentru montaj sub fereastră')],
    finishes: ['chrom', 'mattschwarz', 'edelstahl'], colorChance: 0.45, weight: [1.5, 3.5], accessories: ['kartuschen', 'strahlregler'], documents: 0.3,
  },
  {
    leaf: 'armaturen-brause', count: 40, kind: 'kitchen_tap', drawing: 'pull-out-tap', price: [120, 600],
    brands: { grohe: ['Minta', 'Essence', 'Zedra'], hansgrohe: ['Talis M54', 'Focus M42', 'Metris M71'], kludi: ['Zenta', 'E-GO'], hansa: ['Hansaloft'] },
    types: [text('Küchenarmatur mit ausziehbarer Brause', 'Baterie bucătărie cu duș extractibil'), text('Küchenarmatur mit Profibrause', 'Baterie bucătărie cu duș profesional')],
    dims: [text('2 Strahlarten', '2 tipuri de jet'), text('mit sBox', 'cu sBox'), text('schwenkbar 150°', 'rotativă 150°')],
    finishes: ['chrom', 'mattschwarz', 'edelstahl'], colorChance: 0.45, weight: [2, 4], accessories: ['kartuschen'], documents: 0.3,
  },
  {
    leaf: 'niederdruckarmaturen', count: 20, kind: 'kitchen_tap', drawing: 'low-pressure-tap', price: [60, 200],
    brands: { grohe: ['Eurosmart'], hansgrohe: ['Focus M41', 'Logis M31'], kludi: ['Logo'], 'stiebel-eltron': ['MEKD'] },
    types: [text('Niederdruck-Spültischarmatur für Untertischboiler', 'Baterie de joasă presiune pentru boiler sub chiuvetă'), text('Niederdruck-Küchenarmatur mit Schwenkauslauf', 'Baterie de joasă presiune cu pipă rotativă')],
    dims: [text('mit Brause', 'cu duș'), text('schwenkbar', 'rotativă'), text('mit Anschlussschläuchen', 'cu furtunuri de racord')],
    finishes: ['chrom'], weight: [1.2, 2.2],
  },
  {
    leaf: 'edelstahlspuelen', count: 40, kind: 'sink', price: [100, 500],
    brands: { grohe: ['K200', 'K500', 'K700'], hansgrohe: ['S41', 'S71', 'S43'], 'villeroy-boch': ['Flavia', 'Architectura'] },
    types: [text('Edelstahlspüle mit Abtropffläche', 'Chiuvetă inox cu picurător'), text('Einbauspüle', 'Chiuvetă încastrată')],
    dims: [same('86 x 50 cm'), same('100 x 50 cm'), same('78 x 48 cm'), same('60 x 45 cm')], finishes: ['edelstahl'], weight: [5, 12], accessories: ['siphons', 'spueltischarmaturen'],
  },
  {
    leaf: 'granitspuelen', count: 30, kind: 'sink', drawing: 'granite-sink', price: [150, 600],
    brands: { grohe: ['K500', 'K700'], hansgrohe: ['S51', 'S52'], 'villeroy-boch': ['Subway Style', 'Siluet'] },
    types: [text('Granitspüle', 'Chiuvetă granit'), text('Keramikspüle', 'Chiuvetă ceramică')],
    dims: [same('78 x 51 cm'), same('100 x 50 cm'), same('56 x 51 cm')], finishes: ['anthrazit', 'weiss'], colorChance: 0.5, weight: [10, 22], accessories: ['siphons'],
  },
];
