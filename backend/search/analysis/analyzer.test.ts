import { ANALYSIS_SETTINGS, normaliseGerman } from '@/contract/search/analysis/analysis-settings';
import { analyzerNamed, termsOf } from './analyzer';
import { DECOMPOUND_WORDS_DE } from '@/contract/search/analysis/decompound-words-de';
import { SIZE_CHAR_FILTERS } from '@/contract/search/analysis/size-char-filters';
import { standardTokens } from '@/contract/search/analysis/standard-tokenizer';
import { asciiFolding, germanNormalization } from '@/contract/search/analysis/token-filters';

const deIndex = analyzerNamed('de_index');
const deSearch = analyzerNamed('de_search');
const roIndex = analyzerNamed('ro_index');
const roSearch = analyzerNamed('ro_search');
const terms = (analyzer: typeof deIndex, text: string) => termsOf(analyzer, text);
/** Whether every position of the query finds one of its terms among the text's terms (what a word clause needs). */
const finds = (query: string, text: string, index = deIndex, search = deSearch) => {
  const held = new Set(terms(index, text));
  return search(query).every((position) => position.some((term) => held.has(term)));
};

describe('the analysis chain (mirrors the index settings)', () => {
  it('tokenizes like the standard tokenizer: signs split, decimal signs between digits and letters with digits stay', () => {
    expect(standardTokens('Hänge-WC 1,5 mm 1/2" M30 x 1,5 2.0 Pure&Easy')).toEqual(['Hänge', 'WC', '1,5', 'mm', '1', '2', 'M30', 'x', '1,5', '2.0', 'Pure', 'Easy']);
    expect(standardTokens('*:/\\ "')).toEqual([]);
  });

  it('normalises German like german_normalization and folds accents like asciifolding', () => {
    expect(germanNormalization('heizkörper')).toBe('heizkorper');
    expect(germanNormalization('straße')).toBe('strasse');
    // ae, oe, ue after a consonant are umlauts written out; after a vowel ('steuer') the e stays.
    expect(['waerme', 'koerper', 'kuechen', 'steuer', 'quelle'].map(germanNormalization)).toEqual(['warme', 'korper', 'kuchen', 'steuer', 'quelle']);
    expect(['ș', 'ş', 'ț', 'ţ', 'ă', 'â', 'î', 'é', 'ø'].map(asciiFolding).join('')).toBe('ssttaaieo');
    expect(terms(deSearch, 'Wärmepumpe')).toEqual(terms(deSearch, 'Waermepumpe'));
    expect(terms(roSearch, 'țeavă șurub')).toEqual(terms(roSearch, 'teava surub'));
    expect(terms(roSearch, 'ţeavă şurub')).toEqual(terms(roSearch, 'teava surub'));
  });

  it('normalises sizes at index and query time', () => {
    expect(terms(deSearch, '90x90')).toEqual(terms(deSearch, '90 x 90'));
    expect(terms(deSearch, '90X90')).toEqual(['90x90', '90', '90']);
    expect(terms(deSearch, '90 x 90 cm')).toEqual(['90x90', '90', '90', 'cm']);
    expect(terms(deSearch, '90x90cm')).toEqual(terms(deSearch, '90 x 90 cm'));
    expect(terms(deSearch, '40mm')).toEqual(['40', 'mm']);
    expect(terms(deSearch, '150 cm')).toEqual(['1500', 'mm']);
    expect(terms(deSearch, '150cm')).toEqual(terms(deSearch, '1500 mm'));
    expect(terms(deSearch, '1,5 cm')).toEqual(['15', 'mm']);
    expect(terms(roSearch, '80l')).toEqual(['80', 'l']);
    expect(finds('Duschwanne 90x90', 'Kaldewei Conoflat Duschwanne superflach 90 x 90 cm')).toBe(true);
    expect(finds('90x90', 'Kaldewei Scona Duschwanne superflach 140 x 90 cm')).toBe(false);
    expect(finds('80 cm', 'Viega Advantix Vario Duschrinne mit Rost 800 mm')).toBe(true);
    expect(finds('Tiefe 49 cm', 'Cersanit Crea Wand-WC Tiefe 49 cm')).toBe(true);
  });

  it('adds the everyday words of the synonym list where the catalogue words stand (index time only)', () => {
    expect(finds('Klobrille', 'Cersanit Crea WC-Sitz abnehmbar Compact')).toBe(true);
    expect(finds('Hänge-WC', 'Laufen Pro Wand-WC Compact Tiefe 53 cm')).toBe(true);
    expect(finds('Wasserhahn', 'Grohe Eurosmart Einhand-Waschtischbatterie S-Size')).toBe(true);
    expect(finds('Boiler', 'Vaillant eloSTOR VEH Elektro-Warmwasserspeicher 50 l')).toBe(true);
    expect(finds('Handtuchtrockner', 'Kermi Basic-50 Badheizkörper Seitenanschluss gerade')).toBe(true);
    expect(finds('Regendusche', 'Kludi Fizz Regenbrause mit Brausearm 400 mm')).toBe(true);
    expect(finds('Waschbecken', 'Cersanit Crea Möbelwaschtisch 60 x 47 cm')).toBe(true);
    // Romanian, with and without diacritics.
    expect(finds('colac', 'Capac WC detașabil Cersanit Crea compact', roIndex, roSearch)).toBe(true);
    expect(finds('chiuvetă', 'Lavoar pe blat Laufen Living 45 x 45 cm', roIndex, roSearch)).toBe(true);
    expect(finds('chiuveta', 'Lavoar pe blat Laufen Living 45 x 45 cm', roIndex, roSearch)).toBe(true);
    expect(finds('uscător prosoape', 'Radiator port-prosop racord lateral Kermi Basic-50 curbat', roIndex, roSearch)).toBe(true);
    // A query is never expanded: the catalogue word does not turn into every everyday word.
    expect(deSearch('Waschtisch')).toEqual([['waschtisch']]);
    // A multi-word rule consumes its words: a WC seat is no toilet.
    expect(finds('Toilette', 'Cersanit Crea WC-Sitz abnehmbar Compact')).toBe(false);
    expect(finds('Toilette', 'Cersanit Crea Wand-WC Tiefe 49 cm')).toBe(true);
  });

  it('decompounds German compounds at index time: the parts of a word of the list stand beside it', () => {
    expect(deIndex('Flachheizkörper')[0]).toEqual(expect.arrayContaining(['flachheizkorper', 'heizkorper']));
    expect(finds('Heizkörper', 'Buderus Logatrend C-Profil Flachheizkörper Typ 22 300x1000')).toBe(true);
    expect(finds('Unterschrank', 'Villeroy & Boch Venticello Waschtischunterschrank 2 Auszüge')).toBe(true);
    expect(finds('Waschbeckenunterschrank', 'Villeroy & Boch Venticello Waschtischunterschrank 2 Auszüge')).toBe(true);
    expect(finds('Heizkörperthermostat', 'Danfoss Aero RAE Thermostatkopf mit Fernfühler')).toBe(true);
    // Short or general parts are not in the list: 'Bad' does not find every Badewanne, 'Tür' no Garnitur.
    expect(finds('Bad', 'Bette BetteLux Körperform-Badewanne 180 x 80 cm')).toBe(false);
    expect(finds('Tür', 'Geberit Clou Wannen-Ab- und Überlaufgarnitur')).toBe(false);
    // Queries are not decompounded (each part would weigh as much as the word).
    expect(deSearch('Eckbadewanne')).toEqual([['eckbadewanne']]);
  });

  it('keeps the head noun of a Romanian product type (its first word), a German type whole', () => {
    expect(analyzerNamed('ro_type')('Robineți calorifer')).toEqual([['robineti']]);
    expect(analyzerNamed('ro_type')('Calorifere tip 22')[0]).toEqual(expect.arrayContaining(['calorifere', 'calorifer', 'radiator']));
    expect(analyzerNamed('ro_type')('Lavoare pe blat')).toEqual([expect.arrayContaining(['lavoare', 'lavoar', 'chiuveta'])]);
    expect(termsOf(analyzerNamed('de_type'), 'Heizkörperventile')).not.toContain('heizkorper');
  });
});

describe('the chain agrees with the index settings it mirrors', () => {
  it('runs every analyser of the settings, each filter it names being implemented', () => {
    for (const name of Object.keys(ANALYSIS_SETTINGS.analyzer)) expect(() => analyzerNamed(name)('Waschtisch 90 x 90 cm')).not.toThrow();
    expect(() => analyzerNamed('nope')).toThrow('unknown analyzer');
  });

  it('writes the decompounder list normalised as the engine compares it (it does not analyse the list)', () => {
    const filter = ANALYSIS_SETTINGS.filter.de_decompound;
    if (filter?.type !== 'dictionary_decompounder') throw new Error('no decompounder');
    for (const word of filter.word_list) expect(normaliseGerman(word)).toEqual([word]);
    expect(filter.word_list).toContain('heizkorper');
    expect(filter.word_list.length).toBe(new Set(DECOMPOUND_WORDS_DE.flatMap(normaliseGerman)).size);
    expect(Math.min(...filter.word_list.map((word) => word.length))).toBeGreaterThanOrEqual(filter.min_subword_size);
  });

  it('writes the size patterns in the regular expression syntax Java and JavaScript read alike', () => {
    for (const filter of Object.values(SIZE_CHAR_FILTERS)) {
      // No named groups, inline flags, possessive quantifiers or Unicode classes.
      expect(filter.pattern).not.toMatch(/\(\?<[a-z]|\(\?[imsx]|[+*?]\+|\\p\{/i);
      // Lookbehinds of a fixed length (Java refuses unbounded ones): no quantifier outside a character class.
      for (const [, body = ''] of filter.pattern.matchAll(/\(\?<[!=]((?:\[[^\]]*\]|\\.|[^)])*)\)/g)) expect(body.replace(/\[[^\]]*\]/g, '')).not.toMatch(/[+*{]/);
      expect(filter.replacement).toMatch(/^(?:\$\d|[^$\\])*$/);
      expect(() => new RegExp(filter.pattern, 'gi')).not.toThrow();
    }
  });
});
