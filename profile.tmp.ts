import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/support/chromium';
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
async function main() {
  const path = process.argv[2] ?? '/bad.html';
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const totals = new Map<string, number>();
  const byUrl = new Map<string, number>();
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`http://de.localhost:3500${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] } };
    const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const n = nodeById.get(id)!;
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      const file = n.callFrame.url.replace(/.*\//, '') || '(native)';
      const key = `${n.callFrame.functionName || '(anon)'} ${file}:${n.callFrame.lineNumber}`;
      totals.set(key, (totals.get(key) ?? 0) + dt);
      byUrl.set(file, (byUrl.get(file) ?? 0) + dt);
    });
    await context.close();
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([key, ms]) => `${(ms / 3).toFixed(1).padStart(7)} ms  ${key}`).join('\n');
  console.log('by file (ms per run, 4x):\n' + top(byUrl, 14));
  console.log('by function:\n' + top(totals, 25));
  await browser.close();
}
void main();
