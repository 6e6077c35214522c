import { contentIndexDefinition, productIndexDefinition, type IndexDefinition } from '@/contract/search/index-mapping';
import { productIndexName } from '@/contract/search/index-names';
import type { ContentDoc, ProductDoc } from '@/contract/search/engine-schema';
import { SHOPS } from '@/contract/shops';
import type { Db } from '@/backend/db/open';
import { createRepos } from '@/backend/repo/repos';
import { SEARCH_CONTENT_INDEX, SEARCH_INDEX_PREFIX } from './constants';
import { contentDocuments, productDocuments } from './documents';
import { writeSearchIndex } from './index-store';

/** One index to build: its name, its Elasticsearch definition and its documents with their `_id`s. */
export type IndexContent = { name: string; definition: IndexDefinition; docs: { id: string; source: ProductDoc | ContentDoc }[] };

/**
 * The search indexes of the catalogue: a product index per shop (`{prefix}products_{locale}`, prices with that
 * shop country's VAT) and the content index. Used by the reference backend and by `npm run search:index`.
 */
export function* searchIndexContents(db: Db, prefix = SEARCH_INDEX_PREFIX, contentIndex = SEARCH_CONTENT_INDEX): Generator<IndexContent> {
  const repos = createRepos(db);
  for (const shop of Object.values(SHOPS)) {
    const docs = productDocuments(db, repos, shop.theliaLocale, shop.countryId);
    yield { name: productIndexName(prefix, shop.theliaLocale), definition: productIndexDefinition(shop.theliaLocale), docs: docs.map((doc) => ({ id: String(doc.id), source: doc })) };
  }
  const contents = contentDocuments(db, repos, Object.values(SHOPS).map((shop) => shop.theliaLocale));
  yield { name: contentIndex, definition: contentIndexDefinition(), docs: contents.map((doc) => ({ id: `${doc.id}_${doc.locale}`, source: doc })) };
}

export type SearchIndexReport = { indexes: Record<string, number> };

/** Builds the reference backend's indexes in its database (backend/search/index-store.ts). */
export function buildSearchIndexes(db: Db): SearchIndexReport {
  const indexes: Record<string, number> = {};
  for (const index of searchIndexContents(db)) {
    writeSearchIndex(db, index.name, index.definition, index.docs, (doc) => doc.id);
    indexes[index.name] = index.docs.length;
  }
  return { indexes };
}
