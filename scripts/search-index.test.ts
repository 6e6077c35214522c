import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentDocSchema, productDocSchema } from '@/contract/search/engine-schema';
import { fieldKinds, type IndexDefinition } from '@/contract/search/index-mapping';
import { openDatabase, type Db } from '@/backend/db/open';
import { seedDatabase } from '@/backend/db/seed/run';
import { loadCommands, writeSearchIndexFiles, type IndexFiles } from './search-index-files';

let db: Db;
let dir: string;
let files: IndexFiles[];
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { scale: 0.05 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  files = writeSearchIndexFiles(db, dir, { prefix: 'test_', contentIndex: 'test_content' });
}, 120_000);
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run search:index', () => {
  it('writes a mapping and a bulk file per index, named from the prefix and the content index', () => {
    expect(files.map((f) => f.index)).toEqual(['test_products_de_at', 'test_products_de_de', 'test_products_ro_ro', 'test_content']);
    expect(fs.readdirSync(dir).sort()).toEqual(files.flatMap((f) => [`${f.index}.mapping.json`, `${f.index}.ndjson`]).sort());
  });

  it('writes mappings with per-locale title fields and their analysers', () => {
    const mapping = JSON.parse(fs.readFileSync(path.join(dir, 'test_products_ro_ro.mapping.json'), 'utf8')) as IndexDefinition;
    expect(mapping.mappings.dynamic).toBe('strict');
    const de = { type: 'text', analyzer: 'de_index', search_analyzer: 'de_search' };
    const ro = { type: 'text', analyzer: 'ro_index', search_analyzer: 'ro_search' };
    expect(mapping.mappings.properties.title).toEqual({ properties: { de_AT: de, de_DE: de, ro_RO: ro } });
    expect(mapping.mappings.properties.category_titles).toEqual(ro);
    expect(mapping.mappings.properties.product_type).toEqual({ type: 'text', analyzer: 'ro_type', search_analyzer: 'ro_search' });
    expect(mapping.mappings.properties.product_kind).toEqual({ type: 'keyword' });
    expect(Object.keys(mapping.settings.analysis.analyzer).sort()).toEqual(['de_index', 'de_search', 'de_type', 'folding', 'ro_index', 'ro_search', 'ro_type']);
    // The synonym rules and the decompounder's word list travel with the mapping.
    expect(mapping.settings.analysis.filter.de_synonyms).toMatchObject({ type: 'synonym' });
    expect(mapping.settings.analysis.filter.de_decompound).toMatchObject({ type: 'dictionary_decompounder' });
    expect(fieldKinds(mapping).get('category_ids')).toBe('number');
  });

  it('writes bulk files of action and document lines, every document in the index schema and its mapping', () => {
    for (const f of files) {
      const lines = fs.readFileSync(f.bulk, 'utf8').trimEnd().split('\n');
      expect(lines.length).toBe(2 * f.documents);
      expect(f.documents).toBeGreaterThan(0);
      const mapped = new Set(Object.keys((JSON.parse(fs.readFileSync(f.mapping, 'utf8')) as IndexDefinition).mappings.properties));
      for (let i = 0; i < lines.length; i += 2) {
        const action = JSON.parse(lines[i] ?? '') as { index: { _index: string; _id: string } };
        expect(action.index._index).toBe(f.index);
        const doc = JSON.parse(lines[i + 1] ?? '') as Record<string, unknown>;
        (f.index === 'test_content' ? contentDocSchema : productDocSchema).parse(doc);
        // dynamic: strict — a field outside the mapping would make the cluster refuse the document.
        for (const key of Object.keys(doc)) expect(mapped.has(key)).toBe(true);
        expect(action.index._id).toBe(f.index === 'test_content' ? `${String(doc.id)}_${String(doc.locale)}` : String(doc.id));
      }
    }
  });

  it('prints the curl commands that load them', () => {
    const commands = loadCommands(files);
    expect(commands).toContain(`curl -X PUT "$ES/test_products_de_at" -H 'Content-Type: application/json' --data-binary @${files[0]?.mapping ?? ''}`);
    expect(commands).toContain("_bulk?refresh=true\" -H 'Content-Type: application/x-ndjson'");
  });
});
