import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nuErrors } from './nu-checker';

const page = (body: string) => `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Test</title></head><body>${body}</body></html>`;

describe('nuErrors', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-checker-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('answers the errors of every file from one run, and none for valid markup', async () => {
    const valid = path.join(dir, 'valid.html');
    const invalid = path.join(dir, 'invalid.html');
    writeFileSync(valid, page('<form role="search"><input type="text" role="combobox" aria-expanded="false" aria-label="Suche"></form>'));
    writeFileSync(invalid, page('<input type="search" role="combobox" aria-expanded="false" aria-label="Suche"><form action=""></form>'));
    const errors = await nuErrors([valid, invalid]);
    expect(errors.map((error) => error.file)).toEqual(['invalid.html', 'invalid.html']);
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('Bad value “search” for attribute “type”'),
      expect.stringContaining('Bad value “” for attribute “action”'),
    ]);
  }, 30_000);
});
