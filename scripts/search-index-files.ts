import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '@/backend/db/open';
import { searchIndexContents } from '@/backend/search/build';

export type IndexFiles = { index: string; mapping: string; bulk: string; documents: number };

/**
 * Writes the catalogue's search indexes for an Elasticsearch / OpenSearch cluster: per index `{index}.mapping.json`
 * (settings and mappings, the body of `PUT /{index}`) and `{index}.ndjson` (the `_bulk` body: an `index` action line
 * and the document for each document).
 */
export function writeSearchIndexFiles(db: Db, outDir: string, options: { prefix?: string; contentIndex?: string } = {}): IndexFiles[] {
  fs.mkdirSync(outDir, { recursive: true });
  const written: IndexFiles[] = [];
  for (const index of searchIndexContents(db, options.prefix, options.contentIndex)) {
    const mapping = path.join(outDir, `${index.name}.mapping.json`);
    const bulk = path.join(outDir, `${index.name}.ndjson`);
    fs.writeFileSync(mapping, `${JSON.stringify(index.definition, null, 2)}\n`);
    const lines: string[] = [];
    for (const doc of index.docs) {
      lines.push(JSON.stringify({ index: { _index: index.name, _id: doc.id } }), JSON.stringify(doc.source));
    }
    fs.writeFileSync(bulk, `${lines.join('\n')}\n`);
    written.push({ index: index.name, mapping, bulk, documents: index.docs.length });
  }
  return written;
}

/** The operator's commands to load the files into a cluster with curl. */
export function loadCommands(files: readonly IndexFiles[]): string {
  const lines = ['ES=https://search.example.com:9200   # and -u user:password with write rights'];
  for (const f of files) {
    lines.push(
      `curl -X DELETE "$ES/${f.index}"   # only when replacing it`,
      `curl -X PUT "$ES/${f.index}" -H 'Content-Type: application/json' --data-binary @${f.mapping}`,
      `curl -X POST "$ES/_bulk?refresh=true" -H 'Content-Type: application/x-ndjson' --data-binary @${f.bulk}`,
    );
  }
  return lines.join('\n');
}
