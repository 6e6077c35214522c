import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every font size of the shop's stylesheets is a step of the type scale in app/globals.css (`--font-size-2xs` to
 * `--font-size-3xl`), or inherits. A size off the scale (13 px, 15 px, `0.875em` of a 14 px line) is one more size
 * the browser resolves a font for before the page's first layout, on every page that shows it (on Linux an IPC
 * round trip per size and weight: most of the first layout's time on this machine), and one more size a designer
 * has to keep in line. The server-down page (lib/server-down/page-html.ts) has its own inline stylesheet, on
 * purpose without the shop's.
 */
const ROOT = path.resolve(__dirname, '..');
const STYLE_DIRS = ['app', 'components'];

function cssFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file));
}

function declarations(file: string, property: 'font-size' | 'font'): Array<{ line: number; value: string }> {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const pattern = new RegExp(`(?<![-\\w])${property}\\s*:\\s*([^;}]+)`, 'g');
  return [...text.matchAll(pattern)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    value: (match[1] ?? '').trim(),
  }));
}

function scaleSteps(): Set<string> {
  const globals = readFileSync(path.join(ROOT, 'app', 'globals.css'), 'utf8');
  return new Set([...globals.matchAll(/(--font-size-[\w-]+)\s*:/g)].map((match) => match[1] ?? ''));
}

describe('type scale', () => {
  const files = STYLE_DIRS.flatMap(cssFiles);
  const steps = scaleSteps();

  test('the scale has its steps and the stylesheets are found', () => {
    expect([...steps]).toEqual(expect.arrayContaining(['--font-size-xs', '--font-size-sm', '--font-size-md', '--font-size-lg', '--font-size-xl']));
    expect(files.length).toBeGreaterThan(20);
  });

  test('every font-size is a step of the scale or inherits', () => {
    const offScale = files.flatMap((file) =>
      declarations(file, 'font-size')
        .filter(({ value }) => {
          if (value === 'inherit') return false;
          const step = /^var\((--font-size-[\w-]+)\)$/.exec(value)?.[1];
          return step === undefined || !steps.has(step);
        })
        .map(({ line, value }) => `${file}:${line} font-size: ${value}`),
    );
    expect(offScale).toEqual([]);
  });

  test('the font shorthand only inherits (a size in it would bypass the scale)', () => {
    const sized = files.flatMap((file) =>
      declarations(file, 'font')
        .filter(({ value }) => value !== 'inherit')
        .map(({ line, value }) => `${file}:${line} font: ${value}`),
    );
    expect(sized).toEqual([]);
  });
});
