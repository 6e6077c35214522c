/**
 * A title as the `sort_title` keyword of the product index holds it (index-mapping.ts): lower case, without accents,
 * so that 'Ă' sorts with 'A'. Whoever fills the index writes this form; the name order sorts by it.
 */
export function sortTitle(title: string): string {
  return title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
