import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_DIRS, sourceFiles } from '../../scripts/source-files';
import { importInTurn } from './import-in-turn';

/** A task queue the test runs by hand, one task at a time, as the browser would. */
function manualQueue() {
  const queued: Array<() => void> = [];
  return {
    queueTask: (task: () => void) => {
      queued.push(task);
    },
    pending: () => queued.length,
    runNext: async () => {
      queued.shift()?.();
      // Let the promise chain behind the task move on to its next await.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    },
  };
}

describe('schema modules loaded one at a time (ADR 0049)', () => {
  test('nothing loads in the calling task; each load starts in a task of its own after the one before it arrived', async () => {
    const queue = manualQueue();
    const started: string[] = [];
    let arriveFirst: (module: string) => void = () => undefined;
    const first = importInTurn(() => {
      started.push('shopper');
      return new Promise<string>((resolve) => {
        arriveFirst = resolve;
      });
    }, queue.queueTask);
    const second = importInTurn(async () => {
      started.push('cart');
      return 'cart module';
    }, queue.queueTask);
    await Promise.resolve();
    expect(started).toEqual([]);
    await queue.runNext();
    expect(started).toEqual(['shopper']);
    // The second load waits for the first module, however long its chunk takes.
    expect(queue.pending()).toBe(0);
    arriveFirst('shopper module');
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    // The module is handed over a task after it arrived, and only then does the next load start, in a task of its own.
    expect(queue.pending()).toBe(1);
    await queue.runNext();
    await expect(first).resolves.toBe('shopper module');
    expect(started).toEqual(['shopper']);
    await queue.runNext();
    expect(started).toEqual(['shopper', 'cart']);
    await queue.runNext();
    await expect(second).resolves.toBe('cart module');
  });

  test('a failed load rejects for its caller and the next load still runs', async () => {
    const failing = importInTurn(async () => {
      throw new Error('ChunkLoadError');
    });
    const next = importInTurn(async () => 'store info module');
    await expect(failing).rejects.toThrow('ChunkLoadError');
    await expect(next).resolves.toBe('store info module');
  });

  test('every module with a zod/mini schema the browser code loads on first use is loaded in turn', () => {
    const root = path.resolve(__dirname, '../..');
    const offenders: string[] = [];
    let seen = 0;
    for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))).filter((file) => !/\.test\.tsx?$/.test(file))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/([^\n]{0,22})import\('([^']+)'\)/g)) {
        const specifier = match[2]!;
        const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
        const target = base && ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
        if (!target || !readFileSync(target, 'utf8').includes("from 'zod/mini'")) continue;
        if (match[1]!.endsWith('typeof ')) continue;
        seen += 1;
        if (!match[1]!.endsWith('importInTurn(() => ')) offenders.push(`${path.relative(root, file)}: import('${specifier}')`);
      }
    }
    expect(seen).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
