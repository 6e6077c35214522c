import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The project's own source directories, whose modules the pages are built from. */
export const SOURCE_DIRS = ['app', 'components', 'contract', 'lib'] as const;

/** The TypeScript modules (not tests) under `dir`, with full paths: what the guard tests read. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}
