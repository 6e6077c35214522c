import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_DIRS, sourceFiles } from '../../scripts/source-files';
import { inOwnTask } from './message-task';

describe('query functions that start in a task of their own (ADR 0047)', () => {
  test('nothing of the query runs in the calling task; it runs, with its arguments, in the queued one', async () => {
    const queued: Array<() => void> = [];
    const fetchIt = jest.fn(async (id: number) => `answer ${id}`);
    const answer = inOwnTask(fetchIt, (task) => queued.push(task))(42);
    await Promise.resolve();
    expect(fetchIt).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    queued[0]!();
    await expect(answer).resolves.toBe('answer 42');
    expect(fetchIt).toHaveBeenCalledWith(42);
  });

  test('a failing query rejects as it would have without the queued task', async () => {
    const failing = inOwnTask(async () => {
      throw new Error('cart: 503');
    });
    await expect(failing()).rejects.toThrow('cart: 503');
  });

  test('every react-query query function of the browser code starts in a task of its own', () => {
    const root = path.resolve(__dirname, '../..');
    const offenders: string[] = [];
    let seen = 0;
    const own = path.join(__dirname, 'message-task.ts');
    for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))).filter((file) => file !== own)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bqueryFn:\s*(\S{0,12})/g)) {
        seen += 1;
        if (!match[1]!.startsWith('inOwnTask(')) offenders.push(`${path.relative(root, file)}: queryFn: ${match[1]}`);
      }
    }
    expect(seen).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });
});
