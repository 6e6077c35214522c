import type { Family } from './catalog-types';
import { same, text } from './catalog-types';

const INCH = [same('3/8"'), same('1/2"'), same('3/4"'), same('1"'), same('5/4"')];
const PRESS_SIZES = [same('15 mm'), same('18 mm'), same('22 mm'), same('28 mm'), same('35 mm')];

export const INSTALLATION_FAMILIES: Family[] = [
  {
    leaf: 'verbundrohre', count: 30, kind: 'pipe', drawing: 'composite-pipe', price: [2, 6],
    brands: { viega: ['Raxofix', 'Sanfix Fosta', 'Sanfix Plus'], oventrop: ['Copipe HS', 'Copipe Uni'], valrom: ['PEX-AL-PEX'] },
    types: [
      text('Mehrschichtverbundrohr 16 x 2,0 mm', 'Țeavă multistrat 16 x 2,0 mm'),
      text('Mehrschichtverbundrohr 20 x 2,0 mm', 'Țeavă multistrat 20 x 2,0 mm'),
      text('Mehrschichtverbundrohr 26 x 3,0 mm', 'Țeavă multistrat 26 x 3,0 mm'),
      text('Mehrschichtverbundrohr 32 x 3,0 mm', 'Țeavă multistrat 32 x 3,0 mm'),
    ],
    dims: [text('Stange 5 m', 'bară 5 m'), text('Meterware', 'la metru')],
    unit: () => ({ unit: 'm', content: 1 }), minQuantity: 5, quantityMultiple: 5, weight: [0.15, 0.35], accessories: ['pressfittings'],
  },
  {
    leaf: 'kupferrohre', count: 20, kind: 'pipe', price: [6, 25],
    brands: { '': ['SANCO', 'Cuprotherm'], viega: ['Sanpress Kupfer'] },
    types: [text('Kupferrohr halbhart', 'Țeavă de cupru semidură'), text('Kupferrohr weich im Ring', 'Țeavă de cupru moale în colac')],
    dims: [same('12 x 1,0 mm'), same('15 x 1,0 mm'), same('18 x 1,0 mm'), same('22 x 1,0 mm'), same('28 x 1,5 mm')],
    unit: () => ({ unit: 'm', content: 1 }), minQuantity: 5, quantityMultiple: 5, weight: [0.3, 1.2], accessories: ['pressfittings'],
  },
  {
    leaf: 'pressfittings', count: 50, kind: 'fitting', price: [3, 40],
    brands: { viega: ['Profipress', 'Sanpress', 'Megapress', 'Raxofix'], oventrop: ['Cofit P', 'Cofit S'], '': ['SC-Contur'] },
    types: [text('Pressfitting Bogen 90°', 'Cot de presare 90°'), text('Pressfitting T-Stück', 'Teu de presare'), text('Pressmuffe', 'Mufă de presare'), text('Übergangsstück mit Außengewinde', 'Adaptor cu filet exterior')],
    dims: PRESS_SIZES, minQuantity: 2, weight: [0.05, 0.3],
  },
  {
    leaf: 'gewindefittings', count: 40, kind: 'fitting', drawing: 'threaded-fitting', price: [1, 15],
    brands: { '': ['Temperguss verzinkt', 'Messing'], valrom: ['PP-R Gewinde'] },
    types: [text('Winkel 90°', 'Cot 90°'), text('Doppelnippel', 'Niplu dublu'), text('Reduziermuffe', 'Mufă de reducție'), text('T-Stück', 'Teu')],
    dims: INCH, weight: [0.05, 0.4],
  },
  {
    leaf: 'thermostatkoepfe', count: 50, kind: 'thermostat_head', price: [10, 40],
    brands: { danfoss: ['RA-N', 'RAS-C2', 'Aero RAE', 'Eco', 'Ally'], heimeier: ['K', 'Halo', 'DX', 'Behördenmodell'], oventrop: ['Uni LH', 'Uni SH', 'Uni XH'] },
    types: [text('Thermostatkopf mit Nullstellung', 'Cap termostatic cu poziție zero'), text('Thermostatkopf mit Fernfühler', 'Cap termostatic cu senzor la distanță'), text('Elektronischer Thermostatkopf', 'Cap termostatic electronic')],
    dims: [same('M30 x 1,5'), text('Klemmanschluss RA', 'racord RA')], finishes: ['weiss', 'chrom'], colorChance: 0.25, weight: [0.1, 0.3],
  },
  {
    leaf: 'heizkoerperventile', count: 40, kind: 'valve', drawing: 'radiator-valve', price: [15, 60],
    brands: { danfoss: ['RA-N', 'RA-UN'], heimeier: ['V-exact II', 'Calypso', 'Eclipse'], oventrop: ['AV 9', 'Baureihe F'] },
    types: [
      text('Thermostatventil-Unterteil Eckform', 'Robinet termostatabil colțar'), text('Thermostatventil-Unterteil Durchgangsform', 'Robinet termostatabil drept'),
      text('Ventileinsatz für Ventilheizkörper', 'Ventil pentru calorifere cu robinet integrat'),
    ],
    dims: [same('DN 10'), same('DN 15'), same('DN 20')], finishes: ['natur', 'chrom'], colorChance: 0.2, weight: [0.2, 0.5], accessories: ['thermostatkoepfe'],
  },
  {
    leaf: 'kugelhaehne', count: 40, kind: 'valve', drawing: 'ball-valve', price: [5, 60],
    brands: { oventrop: ['Optibal', 'Optibal W'], '': ['Messing', 'PN 40'] },
    types: [text('Kugelhahn mit Flügelgriff', 'Robinet cu bilă cu mâner fluture'), text('Kugelhahn mit Hebelgriff', 'Robinet cu bilă cu mâner pârghie'), text('Kugelhahn mit Entleerung', 'Robinet cu bilă cu golire')],
    dims: INCH, finishes: ['natur'], weight: [0.15, 0.9],
  },
  {
    leaf: 'ruecklaufverschraubungen', count: 25, kind: 'valve', price: [8, 40],
    brands: { heimeier: ['Regutec', 'Regulux'], oventrop: ['Combi 2', 'Combi 4'], danfoss: ['RLV', 'RLV-S'] },
    types: [text('Rücklaufverschraubung absperrbar', 'Robinet retur blocabil'), text('Rücklaufverschraubung Eckform', 'Robinet retur colțar')], dims: [same('DN 10'), same('DN 15'), same('DN 20')],
    finishes: ['natur', 'chrom'], colorChance: 0.2, weight: [0.15, 0.4],
  },
  {
    leaf: 'siphons', count: 40, kind: 'siphon', price: [15, 150],
    brands: { hansgrohe: ['Flowstar S', 'Flowstar'], grohe: ['Röhrensiphon', 'Flaschensiphon'], geberit: ['Waschtisch-Siphon'], keuco: ['Plan Design'], viega: ['Visign'] },
    types: [text('Design-Röhrensiphon', 'Sifon design pentru lavoar'), text('Flaschensiphon', 'Sifon tip butelie'), text('Raumspar-Siphon', 'Sifon compact')],
    dims: [same('1 1/4"'), same('1 1/2"'), same('1 1/4" x 32 mm')], finishes: ['chrom', 'weiss'], colorChance: 0.3, weight: [0.3, 1],
  },
  {
    leaf: 'ht-rohre', count: 40, kind: 'pipe', drawing: 'ht-pipe', price: [1, 25],
    brands: { valrom: ['PP-HT', 'PVC-KG'], '': ['HT Safe', 'Marley'] },
    types: [text('HT-Rohr', 'Țeavă PP pentru scurgere'), text('HT-Bogen 45°', 'Cot PP 45°'), text('HT-Abzweig 87°', 'Ramificație PP 87°')],
    dims: [same('DN 32'), same('DN 40'), same('DN 50'), same('DN 75'), same('DN 110')], minQuantity: 2, weight: [0.1, 1],
  },
  {
    leaf: 'ablaufgarnituren', count: 25, kind: 'siphon', drawing: 'waste-set', price: [20, 150],
    brands: { geberit: ['Pushcontrol', 'Clou'], hansgrohe: ['Push-Open', 'Flexaplus'], kaldewei: ['KA 90', 'KA 120'], viega: ['Multiplex Trio', 'Simplex'] },
    types: [text('Ablaufgarnitur Push-Open', 'Ventil de scurgere click-clack'), text('Wannen-Ab- und Überlaufgarnitur', 'Sistem de scurgere și preaplin cadă')],
    dims: [text('mit Überlauf', 'cu preaplin'), text('ohne Überlauf', 'fără preaplin')],
    finishes: ['chrom', 'weiss'], colorChance: 0.3, weight: [0.3, 1.5],
  },
  {
    leaf: 'silikon', count: 25, kind: 'sealant', price: [5, 15],
    brands: { '': ['Sanitär-Silikon', 'Premium-Silikon', 'Naturstein-Silikon'] },
    types: [text('Silikon-Dichtstoff 310 ml', 'Silicon sanitar 310 ml'), text('Silikon-Dichtstoff 300 ml schimmelhemmend', 'Silicon sanitar 300 ml anti-mucegai')],
    dims: [text('weiß', 'alb'), text('transparent', 'transparent'), text('manhattan', 'gri manhattan'), text('jasmin', 'iasomie'), text('grau', 'gri'), text('schwarz', 'negru')],
    unit: () => ({ unit: 'l', content: 0.31 }), weight: [0.35, 0.4],
  },
  {
    leaf: 'dichtbahnen', count: 20, kind: 'membrane', price: [20, 120],
    brands: { tece: ['Seal System'], viega: ['Advantix Dichtmanschette'], '': ['Verbundabdichtung', 'Dichtvlies'] },
    types: [text('Dichtbahn für Verbundabdichtung', 'Membrană de etanșare sub gresie'), text('Dichtvlies', 'Membrană de etanșare din fleece'), text('Abdichtungsbahn selbstklebend', 'Membrană autoadezivă')],
    dims: [text('Rolle 5 m²', 'rolă 5 m²'), text('Rolle 10 m²', 'rolă 10 m²'), text('Rolle 30 m²', 'rolă 30 m²')].map((d, i) => ({ ...d, data: { area: [5, 10, 30][i] ?? 10 } })),
    priceOf: (level, dim) => (dim?.data?.area ?? 10) * (3.5 + level * 4),
    unit: (dim) => ({ unit: 'm2', content: dim?.data?.area ?? 10 }), weight: [1, 8],
  },
];

export const SPARE_PART_FAMILIES: Family[] = [
  {
    leaf: 'kartuschen', count: 50, kind: 'cartridge', price: [15, 120],
    brands: { grohe: ['SilkMove', 'Grohtherm'], hansgrohe: ['M2', 'Ecostat'], kludi: ['Zenta', 'Logo'], hansa: ['Hansamix'], 'ideal-standard': ['Ceraline', 'Ceratherm'] },
    types: [text('Keramik-Kartusche', 'Cartuș ceramic'), text('Thermostat-Kartusche', 'Cartuș termostatic'), text('Oberteil mit Keramikdichtung', 'Ventil cu garnitură ceramică')],
    dims: [same('35 mm'), same('40 mm'), same('46 mm'), same('1/2"')], weight: [0.1, 0.3],
  },
  {
    leaf: 'strahlregler', count: 25, kind: 'spare_part', drawing: 'aerator', price: [3, 20],
    brands: { grohe: ['Mousseur'], hansgrohe: ['QuickClean'], kludi: ['Logo'], '': ['Perlator', 'Spar-Strahlregler'] },
    types: [text('Strahlregler', 'Perlator'), text('Spar-Strahlregler 5 l/min', 'Perlator economic 5 l/min')],
    dims: [same('M16,5 x 1'), same('M18 x 1'), same('M22 x 1'), same('M24 x 1'), same('M28 x 1'), text('Cache-Size', 'Cache-Size')], weight: [0.01, 0.05],
  },
  {
    leaf: 'spuelkasten-ersatzteile', count: 40, kind: 'spare_part', drawing: 'fill-valve', price: [10, 60],
    brands: { geberit: ['Typ 380', 'Typ 290', 'Typ 240'], tece: ['TECEprofil'], viega: ['Visign'], grohe: ['Rapid SL'] },
    types: [text('Füllventil', 'Robinet de umplere'), text('Spülventil', 'Ventil de golire'), text('Heberglocke', 'Clopot de golire'), text('Dichtungsset', 'Set garnituri')],
    dims: [text('für UP-Spülkasten', 'pentru rezervor încastrat'), text('für AP-Spülkasten', 'pentru rezervor aparent')],
    weight: [0.1, 0.5],
  },
  {
    leaf: 'heizungs-ersatzteile', count: 40, kind: 'spare_part', price: [20, 400],
    brands: { vaillant: ['ecoTEC'], viessmann: ['Vitodens'], buderus: ['Logamax'], wolf: ['CGB'], ariston: ['Clas'], ferroli: ['Bluehelix'], motan: ['Condens'] },
    types: [
      text('Zündelektrode', 'Electrod de aprindere'), text('Ausdehnungsgefäß', 'Vas de expansiune'), text('Plattenwärmetauscher', 'Schimbător de căldură în plăci'),
      text('Drucksensor', 'Senzor de presiune'), text('Umschaltventil', 'Vană cu trei căi'),
    ],
    dims: [text('Baureihe 2015–2020', 'seria 2015–2020'), text('Baureihe ab 2021', 'seria din 2021')],
    weight: [0.1, 4], documents: 0.2,
  },
];
