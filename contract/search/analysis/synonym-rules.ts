/**
 * A synonym entry kept in the repository: the words the catalogue uses and the everyday words shoppers type for them.
 * contract/search/analysis/analysis-settings.ts writes them as index-time rules (`catalogue word => catalogue word,
 * everyday words`) for the engine's `synonym` token filter; the reference engine applies the same rules.
 */
export type SynonymRule = { catalogue: string[]; everyday: string[] };

/**
 * Solr-format rules, one per catalogue word: the word itself, the other catalogue words of its entry (so singular and
 * plural, 'Calorifer' and 'Calorifere', find each other) and the everyday words:
 * `waschtisch => waschtisch, waschtische, waschbecken, lavoir`.
 */
export function solrRules(rules: readonly SynonymRule[]): string[] {
  return rules.flatMap((rule) => rule.catalogue.map((word) => `${word} => ${[...new Set([word, ...rule.catalogue, ...rule.everyday])].join(', ')}`));
}

/** The entries' one-word catalogue and everyday words only (for a chain that keeps one word, like a product type's). */
export function oneWordRules(rules: readonly SynonymRule[]): SynonymRule[] {
  const oneWord = (word: string) => !/[\s-]/u.test(word.trim());
  return rules
    .map((rule) => ({ catalogue: rule.catalogue.filter(oneWord), everyday: rule.everyday.filter(oneWord) }))
    .filter((rule) => rule.catalogue.length > 0 && rule.everyday.length > 0);
}
