import type { Dim, Family } from './catalog-types';
import { same, text } from './catalog-types';

const cm = (width: number, depth?: number): Dim =>
  depth === undefined ? same(`${width} cm`, { width }) : same(`${width} x ${depth} cm`, { width, depth });

/** A shower screen 'width x height cm': its height is the listed one (`depth` keeps the price scale of width x height). */
const screen = (width: number, height: number): Dim => same(`${width} x ${height} cm`, { width, depth: height, height });

const CERAMICS: Record<string, string[]> = {
  'villeroy-boch': ['Subway 3.0', 'O.novo', 'Architectura', 'Venticello', 'Finion'],
  duravit: ['ME by Starck', 'D-Neo', 'DuraStyle', 'Starck 3', 'Happy D.2'],
  laufen: ['Pro', 'Kartell', 'Val', 'Living'],
  'ideal-standard': ['Tesi', 'Connect Air', 'i.life A', 'Strada II'],
  cersanit: ['Moduo', 'Crea', 'Virgo', 'Larga'],
};

const FREIGHT_UNDELIVERABLE = [
  { countries: [146], share: 0.25 },
  { countries: [5], share: 0.1 },
];

export const BATH_ROOM_FAMILIES: Family[] = [
  {
    leaf: 'aufsatzwaschtische', count: 40, kind: 'basin', drawing: 'vessel-basin', price: [80, 600], brands: CERAMICS,
    types: [text('Aufsatzwaschtisch', 'Lavoar pe blat'), text('Aufsatzschale rund', 'Lavoar rotund pe blat')],
    dims: [cm(40, 40), cm(45, 45), cm(60, 38), cm(50, 40), cm(55, 35)],
    finishes: ['weiss', 'mattschwarz'], colorChance: 0.35, weight: [6, 14], accessories: ['siphons', 'ablaufgarnituren', 'waschtischarmaturen'], documents: 0.3,
  },
  {
    leaf: 'einbauwaschtische', count: 30, kind: 'basin', drawing: 'inset-basin', price: [80, 400], brands: CERAMICS,
    types: [text('Einbauwaschtisch', 'Lavoar încastrat'), text('Unterbauwaschtisch', 'Lavoar sub blat')],
    dims: [cm(50, 40), cm(56, 40), cm(60, 45)], finishes: ['weiss'], weight: [7, 13], accessories: ['siphons', 'waschtischarmaturen'],
  },
  {
    leaf: 'moebelwaschtische', count: 50, kind: 'basin', drawing: 'furniture-basin', price: [120, 600], brands: CERAMICS,
    types: [text('Möbelwaschtisch', 'Lavoar pentru mobilier'), text('Möbelwaschtisch mit Überlauf', 'Lavoar pentru mobilier cu preaplin')],
    dims: [cm(60, 47), cm(65, 48), cm(80, 47), cm(100, 47), cm(120, 47)],
    finishes: ['weiss', 'mattschwarz'], colorChance: 0.25, weight: [12, 28], accessories: ['waschtischunterschraenke', 'siphons', 'waschtischarmaturen'], documents: 0.4,
  },
  {
    leaf: 'handwaschbecken', count: 30, kind: 'basin', price: [50, 200], brands: CERAMICS,
    types: [text('Handwaschbecken', 'Lavoar mic'), text('Handwaschbecken mit Hahnloch rechts', 'Lavoar mic cu orificiu baterie dreapta')],
    dims: [cm(36, 25), cm(40, 25), cm(45, 34), cm(50, 25)], finishes: ['weiss'], weight: [4, 9], accessories: ['standventile', 'siphons'],
  },
  {
    leaf: 'doppelwaschtische', count: 15, kind: 'basin', drawing: 'double-basin', price: [400, 1200], brands: CERAMICS,
    types: [text('Doppelwaschtisch', 'Lavoar dublu'), text('Doppel-Möbelwaschtisch', 'Lavoar dublu pentru mobilier')],
    dims: [cm(120, 47), cm(130, 49), cm(140, 47)], finishes: ['weiss'], weight: [28, 40], accessories: ['waschtischunterschraenke', 'siphons'], documents: 0.5,
  },
  {
    leaf: 'wand-wcs', count: 70, kind: 'wc', price: [150, 600],
    brands: { geberit: ['Acanto', 'iCon', 'Renova Plan', 'ONE'], ...CERAMICS },
    types: [
      text('Wand-Tiefspül-WC spülrandlos', 'Vas WC suspendat fără ramă'),
      text('Wand-WC Compact', 'Vas WC suspendat compact'),
      text('Wand-WC-Set mit WC-Sitz Softclose', 'Set vas WC suspendat cu capac soft-close'),
    ],
    dims: [{ ...text('Tiefe 49 cm', 'adâncime 49 cm'), data: { depth: 49 } }, { ...text('Tiefe 53 cm', 'adâncime 53 cm'), data: { depth: 53 } }, { ...text('Tiefe 56 cm', 'adâncime 56 cm'), data: { depth: 56 } }],
    finishes: ['weiss', 'mattschwarz'], colorChance: 0.2, weight: [18, 28], accessories: ['wc-sitze', 'installationselemente', 'betaetigungsplatten'], documents: 0.5,
  },
  {
    leaf: 'stand-wcs', count: 30, kind: 'wc', drawing: 'floor-wc', price: [150, 500],
    brands: { 'villeroy-boch': ['O.novo', 'Subway 3.0'], duravit: ['DuraStyle', 'Starck 3'], laufen: ['Pro'], 'ideal-standard': ['Tesi', 'Connect'], cersanit: ['Moduo', 'Crea', 'Caspia'] },
    types: [text('Stand-WC-Kombination', 'Vas WC pe pardoseală cu rezervor'), text('Stand-Tiefspül-WC spülrandlos', 'Vas WC pe pardoseală fără ramă')],
    dims: [text('Abgang waagerecht', 'evacuare orizontală'), text('Abgang senkrecht', 'evacuare verticală')], finishes: ['weiss'], weight: [25, 40], accessories: ['wc-sitze', 'spuelkasten-ersatzteile'],
  },
  {
    leaf: 'dusch-wcs', count: 25, kind: 'wc', drawing: 'shower-wc', price: [1000, 5000],
    brands: { geberit: ['AquaClean Mera Comfort', 'AquaClean Sela', 'AquaClean Tuma Comfort', 'AquaClean Alba'], duravit: ['SensoWash Starck f Plus', 'SensoWash i Lite'], 'villeroy-boch': ['ViClean-I 100', 'ViClean-L'] },
    types: [text('Dusch-WC Komplettanlage', 'Vas WC cu funcție de bideu'), text('Dusch-WC-Aufsatz', 'Capac WC cu funcție de bideu')],
    dims: [text('mit Geruchsabsaugung', 'cu absorbția mirosurilor'), text('mit Föhn', 'cu uscare cu aer cald')],
    finishes: ['weiss', 'mattschwarz'], colorChance: 0.15, weight: [28, 45], accessories: ['installationselemente', 'betaetigungsplatten'], documents: 0.9,
  },
  {
    leaf: 'wc-sitze', count: 40, kind: 'wc_seat', price: [30, 250], brands: { geberit: ['iCon', 'Acanto'], ...CERAMICS },
    types: [text('WC-Sitz mit Absenkautomatik', 'Capac WC cu închidere lentă'), text('WC-Sitz abnehmbar', 'Capac WC detașabil')],
    dims: [text('mit Quick-Release', 'cu Quick-Release'), text('Compact', 'compact')],
    finishes: ['weiss', 'mattschwarz'], colorChance: 0.25, weight: [1.5, 3],
  },
  {
    leaf: 'urinale', count: 15, kind: 'wc', drawing: 'urinal', price: [150, 600], brands: { geberit: ['Preda', 'Selva'], 'villeroy-boch': ['Architectura', 'Subway 2.0'], duravit: ['ME by Starck'], laufen: ['Taro'], 'ideal-standard': ['Connect'] },
    types: [text('Urinal Zulauf von hinten', 'Pisoar cu alimentare din spate'), text('Absaug-Urinal', 'Pisoar cu sifon integrat')],
    dims: [text('spülrandlos', 'fără ramă'), text('mit Deckel', 'cu capac')],
    finishes: ['weiss'], weight: [10, 18], documents: 0.4,
  },
  {
    leaf: 'bidets', count: 15, kind: 'wc', drawing: 'bidet', price: [150, 400], brands: CERAMICS,
    types: [text('Wand-Bidet', 'Bideu suspendat'), text('Stand-Bidet', 'Bideu pe pardoseală')], finishes: ['weiss'], weight: [14, 22], accessories: ['bidetarmaturen'],
  },
  {
    leaf: 'installationselemente', count: 40, kind: 'frame', price: [150, 350],
    brands: { geberit: ['Duofix', 'Kombifix', 'Duofix Basic'], tece: ['TECEprofil', 'TECEbox'], viega: ['Prevista Dry', 'Prevista Dry Plus'], grohe: ['Rapid SLX', 'Solido', 'Uniset'] },
    types: [text('Vorwandelement für Wand-WC', 'Rezervor încastrat pentru vas WC suspendat'), text('Montageelement für Waschtisch', 'Cadru de montaj pentru lavoar')],
    dims: [text('Bauhöhe 112 cm', 'înălțime 112 cm'), text('Bauhöhe 98 cm', 'înălțime 98 cm'), text('Bauhöhe 82 cm', 'înălțime 82 cm')],
    weight: [11, 20], accessories: ['betaetigungsplatten', 'spuelkasten-ersatzteile'], documents: 0.8,
  },
  {
    leaf: 'betaetigungsplatten', count: 50, kind: 'flush_plate', price: [30, 400],
    brands: { geberit: ['Sigma01', 'Sigma20', 'Sigma30', 'Sigma50', 'Omega60'], tece: ['TECEloop', 'TECEsquare II', 'TECEnow'], viega: ['Visign for Style 20', 'Visign for More 200'], grohe: ['Skate Cosmopolitan', 'Arena Cosmopolitan'] },
    types: [text('Betätigungsplatte 2-Mengen-Spülung', 'Clapă de acționare dublă'), text('Betätigungsplatte Spül-Stopp', 'Clapă de acționare start-stop')],
    dims: [text('Kunststoff', 'plastic'), text('Glas', 'sticlă'), text('Metall', 'metal')],
    finishes: ['weiss', 'chrom', 'mattschwarz'], colorChance: 0.55, weight: [0.3, 0.9],
  },
  {
    leaf: 'rechteckbadewannen', count: 40, kind: 'bathtub', price: [200, 1500],
    brands: { kaldewei: ['Puro', 'Conoduo', 'Saniform Plus', 'Cayono'], bette: ['BetteStarlet', 'BetteLux', 'BetteSelect'], 'villeroy-boch': ['Subway 3.0', 'Oberon 2.0', 'Architectura'], duravit: ['D-Neo', 'DuraSquare'], cersanit: ['Lorena', 'Nano', 'Virgo'] },
    types: [text('Rechteck-Badewanne', 'Cadă dreptunghiulară'), text('Körperform-Badewanne', 'Cadă ergonomică')],
    dims: [cm(160, 70), cm(170, 70), cm(170, 75), cm(180, 80), cm(190, 90)],
    freight: true, weight: [28, 60], accessories: ['ablaufgarnituren', 'wannenbatterien', 'wanneneinlaeufe'], documents: 0.5, undeliverable: FREIGHT_UNDELIVERABLE,
  },
  {
    leaf: 'freistehende-badewannen', count: 25, kind: 'bathtub', drawing: 'freestanding-tub', price: [800, 3000],
    brands: { kaldewei: ['Meisterstück Conoduo', 'Meisterstück Centro Duo Oval'], bette: ['BetteLux Oval Silhouette', 'BetteStarlet Silhouette'], 'villeroy-boch': ['Theano', 'Antao'], duravit: ['Luv', 'Cape Cod'] },
    types: [text('Freistehende Badewanne', 'Cadă freestanding'), text('Freistehende Badewanne oval', 'Cadă freestanding ovală')],
    dims: [cm(170, 75), cm(180, 80), cm(185, 85)], freight: true, weight: [45, 120], accessories: ['wanneneinlaeufe', 'ablaufgarnituren'], documents: 0.7,
    undeliverable: [{ countries: [146, 5], share: 0.15 }, { countries: [146], share: 0.2 }],
  },
  {
    leaf: 'eckbadewannen', count: 15, kind: 'bathtub', drawing: 'corner-tub', price: [300, 1200],
    brands: { kaldewei: ['Eckbadewanne Form', 'Pentaset'], bette: ['BetteCorner'], cersanit: ['Kaliope', 'Sicilia'] },
    types: [text('Eckbadewanne', 'Cadă de colț'), text('Fünfeck-Badewanne', 'Cadă pentagonală')], dims: [cm(140, 140), cm(150, 150), cm(160, 100)], freight: true, weight: [30, 55], undeliverable: FREIGHT_UNDELIVERABLE,
  },
  {
    leaf: 'duschwannen-flach', count: 40, kind: 'shower_tray', price: [150, 900],
    brands: { kaldewei: ['Superplan', 'Scona', 'Conoflat', 'Xetis'], bette: ['BetteFloor', 'BetteUltra', 'BetteAir'], 'villeroy-boch': ['Squaro Infinity', 'Architectura MetalRim'], 'ideal-standard': ['Ultra Flat S'], cersanit: ['Tako', 'Brasko'] },
    types: [text('Duschwanne superflach', 'Cădiță de duș ultraplată'), text('Duschfläche bodeneben', 'Cădiță de duș la nivelul pardoselii')],
    dims: [cm(80, 80), cm(90, 90), cm(100, 80), cm(120, 90), cm(140, 90)],
    finishes: ['weiss', 'anthrazit'], colorChance: 0.25, weight: [15, 45], accessories: ['bodenablaeufe', 'dichtbahnen'], documents: 0.4,
  },
  {
    leaf: 'duschrinnen', count: 30, kind: 'shower_drain', price: [150, 600],
    brands: { tece: ['TECEdrainline', 'TECEdrainprofile'], viega: ['Advantix Vario', 'Advantix Cleviva'], geberit: ['CleanLine20', 'CleanLine80'] },
    types: [text('Duschrinne mit Rost', 'Rigolă de duș cu grătar'), text('Duschprofil', 'Profil de duș')],
    dims: [same('800 mm'), same('900 mm'), same('1000 mm'), same('1200 mm')],
    finishes: ['edelstahl', 'mattschwarz'], colorChance: 0.4, weight: [2, 5], accessories: ['dichtbahnen', 'silikon'], documents: 0.6,
  },
  {
    leaf: 'bodenablaeufe', count: 20, kind: 'shower_drain', drawing: 'floor-drain', price: [40, 200],
    brands: { viega: ['Advantix'], tece: ['TECEdrainpoint S'], geberit: ['CleanLine'] },
    types: [text('Bodenablauf', 'Sifon de pardoseală'), text('Bodenablauf mit Geruchsverschluss', 'Sifon de pardoseală cu închidere hidraulică'), text('Bodenablauf senkrecht', 'Sifon de pardoseală vertical')],
    dims: [same('DN 40'), same('DN 50'), same('DN 70'), same('DN 100')], finishes: ['edelstahl', 'mattschwarz'], colorChance: 0.2, weight: [0.8, 2],
  },
  {
    leaf: 'walk-in', count: 30, kind: 'shower_screen', drawing: 'walk-in', price: [300, 1500],
    brands: { kermi: ['Walk-In XC', 'Pasa XP', 'Nica'], 'ideal-standard': ['Connect 2', 'Kubo'], keuco: ['Plan'], cersanit: ['Moduo', 'Larga', 'Crea'] },
    types: [text('Walk-In Duschwand 8 mm ESG', 'Perete de duș walk-in 8 mm'), text('Walk-In Duschwand mit Stabilisator', 'Perete de duș walk-in cu bară de stabilizare')],
    dims: [screen(90, 200), screen(100, 200), screen(120, 200), screen(140, 200)],
    finishes: ['chrom', 'mattschwarz'], colorChance: 0.5, weight: [25, 45], documents: 0.5,
  },
  {
    leaf: 'eckeinstiege', count: 25, kind: 'shower_screen', drawing: 'corner-entry', price: [350, 1400],
    brands: { kermi: ['Liga', 'Pasa XP', 'Nica'], 'ideal-standard': ['Connect 2'], cersanit: ['Moduo', 'Crea'] },
    types: [text('Eckeinstieg mit Pendeltüren', 'Cabină de duș de colț cu uși batante'), text('Eckeinstieg mit Schiebetüren', 'Cabină de duș de colț cu uși glisante')],
    dims: [cm(80, 80), cm(90, 90), cm(100, 100)], finishes: ['chrom', 'mattschwarz'], colorChance: 0.4, weight: [35, 55], documents: 0.5,
  },
  {
    leaf: 'nischentueren', count: 20, kind: 'shower_screen', price: [300, 1100],
    brands: { kermi: ['Liga', 'Nica', 'Filia XP'], 'ideal-standard': ['Connect 2', 'Kubo'], cersanit: ['Larga'] },
    types: [text('Nischentür Pendeltür', 'Ușă de duș batantă pentru nișă'), text('Nischentür Schiebetür', 'Ușă de duș glisantă pentru nișă')],
    dims: [{ ...text('Höhe 200 cm', 'înălțime 200 cm'), data: { height: 200 } }, { ...text('Höhe 195 cm', 'înălțime 195 cm'), data: { height: 195 } }, text('mit Festteil', 'cu element fix')],
    sizes: ['80 cm', '90 cm', '100 cm', '120 cm'], sizeChance: 0.7, finishes: ['chrom', 'mattschwarz'], colorChance: 0.4, weight: [25, 40],
  },
  {
    leaf: 'badewannenaufsaetze', count: 15, kind: 'shower_screen', drawing: 'bath-screen', price: [200, 700],
    brands: { kermi: ['Pega', 'Liga'], 'ideal-standard': ['Connect 2'], cersanit: ['Moduo'] },
    types: [text('Badewannenaufsatz 2-teilig', 'Paravan cadă 2 elemente'), text('Badewannenaufsatz 1-teilig', 'Paravan cadă fix')],
    dims: [screen(70, 140), screen(80, 140), screen(90, 150), screen(100, 140)], finishes: ['chrom', 'mattschwarz'], colorChance: 0.3, weight: [15, 25],
  },
  {
    leaf: 'waschtischunterschraenke', count: 50, kind: 'furniture', price: [250, 1500],
    brands: { 'villeroy-boch': ['Subway 3.0', 'Venticello', 'Finion', 'Legato'], duravit: ['L-Cube', 'Ketho.2', 'XViu'], keuco: ['Plan', 'Stageline', 'X-Line'], cersanit: ['Moduo', 'Larga', 'Crea'], laufen: ['Base'] },
    types: [text('Waschtischunterschrank 2 Auszüge', 'Dulap sub lavoar cu 2 sertare'), text('Waschtischunterschrank 1 Auszug', 'Dulap sub lavoar cu 1 sertar')],
    dims: [text('wandhängend', 'suspendat'), text('mit Innenschublade', 'cu sertar interior'), text('grifflos', 'fără mâner'), text('mit Griffleiste', 'cu mâner profil')],
    sizes: ['60 cm', '80 cm', '100 cm', '120 cm'], sizeChance: 0.6,
    finishes: ['weiss', 'anthrazit', 'eiche'], colorChance: 0.7, weight: [20, 45], accessories: ['moebelwaschtische', 'spiegelschraenke'], documents: 0.6,
  },
  {
    leaf: 'spiegelschraenke', count: 35, kind: 'mirror_cabinet', price: [200, 1500],
    brands: { keuco: ['Royal Lumos', 'Edition 400', 'Royal 60'], 'villeroy-boch': ['My View Now', 'Finion', 'My View 14+'], duravit: ['Qatego', 'XSquare'], cersanit: ['Moduo', 'Larga'] },
    types: [text('Spiegelschrank mit LED-Beleuchtung', 'Dulap cu oglindă și iluminare LED'), text('Spiegelschrank 2 Türen', 'Dulap cu oglindă cu 2 uși')],
    dims: [cm(60, 16), cm(80, 16), cm(100, 16), cm(130, 16)], finishes: ['weiss', 'eiche'], colorChance: 0.2, weight: [14, 35], documents: 0.5,
  },
  {
    leaf: 'accessoires', count: 70, kind: 'accessory', price: [15, 150],
    brands: { keuco: ['Plan', 'Moll', 'Edition 11', 'Reva'], grohe: ['Essentials', 'Selection', 'BauCosmopolitan'], hansgrohe: ['Logis Universal', 'AddStoris', 'WallStoris'], hansa: ['Hansaclassic'], kludi: ['A-XES'] },
    types: [
      text('Handtuchhalter', 'Suport prosop'), text('Papierrollenhalter', 'Suport hârtie igienică'), text('Seifenspender', 'Dozator de săpun'),
      text('Toilettenbürstengarnitur', 'Perie WC cu suport'), text('Haltegriff', 'Mâner de sprijin'), text('Handtuchring', 'Inel pentru prosop'),
      text('Badetuchhalter', 'Suport prosop de baie'), text('Handtuchhaken', 'Cuier pentru prosop'),
    ],
    dims: [same('300 mm'), same('450 mm'), same('600 mm'), same('800 mm')],
    finishes: ['chrom', 'mattschwarz'], colorChance: 0.45, weight: [0.2, 1.2],
  },
];
