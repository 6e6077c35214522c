import type { SearchContentLink } from './search-result';

export type ContentLinkGroups = {
  /** Links without a parent folder, in the engine's order. */
  topLevel: SearchContentLink[];
  /** One group per parent folder, in the order of each folder's first link. */
  groups: Array<{ parent: string; links: SearchContentLink[] }>;
};

/** Groups the content links of a search under their parent folders (the results page's collapsible groups). */
export function contentLinkGroups(links: readonly SearchContentLink[]): ContentLinkGroups {
  const topLevel: SearchContentLink[] = [];
  const groups = new Map<string, SearchContentLink[]>();
  for (const link of links) {
    const parent = link.parent?.trim() ?? '';
    if (parent === '') {
      topLevel.push(link);
      continue;
    }
    const group = groups.get(parent);
    if (group) group.push(link);
    else groups.set(parent, [link]);
  }
  return { topLevel, groups: [...groups].map(([parent, grouped]) => ({ parent, links: grouped })) };
}
