import type { FuzzCase } from './fuzz-case';
import type { Random } from './random';
import { baseHeaders, type SweepContext } from './sweep-context';

const MEDIA_NAMES = ['../x', 'a..b.png', '..', '.', '...', '.hidden.png', 'x/../../etc/passwd', '%2e%2e/x', '..%2fx', 'a%2fb.png', 'a/b/c/d/e/f/g/h/i/j.png', `${'a'.repeat(201)}.png`, 'x.png', 'unknown-file.webp', 'a b.png', 'x.png/..', 'x.png%00.txt', '%00', 'a;b.png', 'x.PNG', '-', '_', 'a..', '..a'];

function mediaPath(random: Random, context: SweepContext): FuzzCase {
  const name = random.pick(MEDIA_NAMES);
  const target = random.chance(0.2) ? `/_next/image?url=${encodeURIComponent(`/media/${name}`)}&w=64&q=75` : `/media/${name}`;
  return { kind: 'media/odd-path', method: random.pick(['GET', 'GET', 'HEAD']), target, headers: baseHeaders(random, context) };
}

export const MEDIA_GENERATORS = [mediaPath];
