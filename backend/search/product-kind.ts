import type { ProductKind } from '@/contract/search/product-kind';
import type { Db } from '@/backend/db/open';

/**
 * The product kind of the reference catalogue's products, from their default category (contract/search/product-kind.ts):
 * everything under the spare-parts branch is a part; the categories below hold accessories that complete another
 * product; the rest are main products. Categories are named by their German URL, the catalogue's stable names.
 */
const PART_BRANCHES = ['ersatzteile.html'];
const ACCESSORY_CATEGORIES = ['brauseschläuche.html', 'wandanschlussbögen.html', 'heizstäbe.html', 'ablaufgarnituren.html', 'küchenzubehör.html'];

/** The kind of each category (by id), inherited down the tree from the branches above. */
export function categoryKinds(db: Db, parentOf: ReadonlyMap<number, number>): Map<number, ProductKind> {
  const urls = db.prepare("SELECT CAST(view_id AS INTEGER) AS id, url FROM rewriting_url WHERE view = 'category' AND view_locale = 'de_AT' AND redirected IS NULL").all() as { id: number; url: string }[];
  const own = new Map<number, ProductKind>();
  for (const { id, url } of urls) {
    if (PART_BRANCHES.includes(url)) own.set(id, 'part');
    else if (ACCESSORY_CATEGORIES.includes(url)) own.set(id, 'accessory');
  }
  const kinds = new Map<number, ProductKind>();
  for (const id of parentOf.keys()) {
    let kind: ProductKind = 'main';
    for (let c = id, guard = 0; c > 0 && guard < 20; c = parentOf.get(c) ?? 0, guard += 1) {
      const found = own.get(c);
      if (found) {
        kind = found;
        break;
      }
    }
    kinds.set(id, kind);
  }
  return kinds;
}
