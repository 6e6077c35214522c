import type { MenuCategory } from '@/contract/category';
import { MEGA_MENU_THIRD_LEVEL_MAX } from '@/contract/constants';
import { toHref } from '@/lib/format/href';

/** A category as the menus render it: only categories with products (count > 0) at every level. */
export type MenuNode = { id: number; title: string; href: string; children: MenuNode[] };

/** A sub-category column of the mega menu: its third-level entries are capped, `hasMore` adds a 'show all' link. */
export type MegaMenuColumn = { id: number; title: string; href: string; entries: MenuNode[]; hasMore: boolean };
export type MegaMenuSection = { id: number; title: string; href: string; columns: MegaMenuColumn[] };

/** The category tree without empty categories (count 0), at every level; order is kept. */
export function visibleMenuTree(menu: readonly MenuCategory[]): MenuNode[] {
  return menu
    .filter((category) => category.count > 0)
    .map((category) => ({
      id: category.Id,
      title: category.Title,
      href: toHref(category.URL),
      children: visibleMenuTree(category.children),
    }));
}

/**
 * The mega menu: top-level categories, their sub-categories, and at most MEGA_MENU_THIRD_LEVEL_MAX third-level
 * entries per sub-category (spec: 'at most 5 third-level entries ... only categories with count above 0').
 */
export function megaMenuSections(
  menu: readonly MenuCategory[],
  maxThirdLevel: number = MEGA_MENU_THIRD_LEVEL_MAX,
): MegaMenuSection[] {
  return megaMenuSectionsOf(visibleMenuTree(menu), maxThirdLevel);
}

/** The mega menu's sections from an already filtered tree (the browser builds them from `GET /api/menu/{locale}`). */
export function megaMenuSectionsOf(tree: readonly MenuNode[], maxThirdLevel: number = MEGA_MENU_THIRD_LEVEL_MAX): MegaMenuSection[] {
  return tree.map((top) => ({
    id: top.id,
    title: top.title,
    href: top.href,
    columns: top.children.map((sub) => ({
      id: sub.id,
      title: sub.title,
      href: sub.href,
      entries: sub.children.slice(0, maxThirdLevel).map((entry) => ({ ...entry, children: [] })),
      hasMore: sub.children.length > maxThirdLevel,
    })),
  }));
}
