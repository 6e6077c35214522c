import type { SynonymRule } from './synonym-rules';

/**
 * Everyday Romanian words for the catalogue's terms (see contract/search/analysis/synonyms-de.ts for how the rules work).
 * Written with diacritics; the analysis folds them ('ș', 'ş' and 's' are one letter to the engine), so shoppers who
 * type without diacritics find the same products. Everyday words are single words where possible: every word of an
 * everyday phrase joins the product's terms, so a general word ('apă') would tie unrelated products together; 'baie'
 * beside 'chiuvetă' is deliberate ('chiuvetă baie' is how a washbasin is asked for, 'chiuvetă' alone is the kitchen's).
 */
export const SYNONYMS_RO: SynonymRule[] = [
  { catalogue: ['lavoar', 'lavoare'], everyday: ['chiuvetă', 'chiuvetă baie', 'lavabou', 'lavabo'] },
  { catalogue: ['capac WC', 'capace WC'], everyday: ['colac', 'capac', 'capacul'] },
  { catalogue: ['vas WC', 'vase WC', 'WC suspendat', 'WC pe pardoseală'], everyday: ['toaletă', 'closet', 'budă', 'vas'] },
  { catalogue: ['pisoar', 'pisoare'], everyday: ['urinal'] },
  { catalogue: ['închidere lentă'], everyday: ['soft-close', 'softclose'] },
  { catalogue: ['clapă', 'clape'], everyday: ['clapetă', 'buton'] },
  { catalogue: ['rezervor', 'rezervoare'], everyday: ['bazin'] },
  { catalogue: ['baterie', 'baterii'], everyday: ['robinet', 'amestecător'] },
  { catalogue: ['perlator', 'perlatoare'], everyday: ['aerator', 'economizor'] },
  { catalogue: ['cap de duș', 'capete de duș'], everyday: ['ploaie', 'pară'] },
  { catalogue: ['pară de duș', 'pare de duș'], everyday: ['telefon'] },
  { catalogue: ['coloană de duș', 'sistem de duș', 'coloane de duș', 'sisteme de duș'], everyday: ['panou', 'ploaie'] },
  { catalogue: ['cădiță', 'cădițe'], everyday: ['tavă', 'receptor'] },
  { catalogue: ['rigolă', 'rigole'], everyday: ['canal', 'liniar'] },
  { catalogue: ['cabină', 'cabine', 'perete de duș', 'ușă de duș', 'paravan'], everyday: ['cabină', 'paravan', 'ușă'] },
  { catalogue: ['cadă', 'căzi'], everyday: ['vană'] },
  { catalogue: ['dulap sub lavoar'], everyday: ['mobilier', 'corp'] },
  { catalogue: ['dulap cu oglindă', 'dulapuri cu oglindă'], everyday: ['oglindă'] },
  { catalogue: ['chiuvetă', 'chiuvete'], everyday: ['spălător'] },
  { catalogue: ['radiator port-prosop', 'radiatoare port-prosop'], everyday: ['uscător', 'prosoape', 'portprosop'] },
  { catalogue: ['calorifer', 'calorifere'], everyday: ['radiator', 'radiatoare'] },
  { catalogue: ['centrală', 'centrale'], everyday: ['cazan', 'gaz'] },
  { catalogue: ['boiler', 'boilere', 'încălzitor instant', 'încălzitoare instant'], everyday: ['boiler', 'încălzitor', 'termoplonjor'] },
  { catalogue: ['cap termostatic', 'capete termostatice'], everyday: ['termostat', 'termostatic', 'calorifer'] },
  { catalogue: ['pompă de recirculare', 'pompă de circulație', 'pompe de recirculare'], everyday: ['circulație', 'recirculare'] },
  { catalogue: ['robinet cu bilă', 'robineți cu bilă'], everyday: ['robinet', 'trecere'] },
  { catalogue: ['țeavă', 'țevi'], everyday: ['conductă', 'țeava'] },
  { catalogue: ['silicon'], everyday: ['chit', 'etanșant'] },
  { catalogue: ['vas de expansiune'], everyday: ['expansiune', 'expansor'] },
];
