import type { Palette } from './svg';
import { line, path, rect, text } from './svg';

const flat = (p: Palette, colour: string) => (p.outline ? 'none' : colour);
const copper = (p: Palette) => (p.outline ? p.stroke : '#B87333');

/** Panels and convector layers of a panel radiator type (EN 442: Typ 11 one panel one convector, 21, 22, 33). */
const LAYERS = { '11': [1, 1], '21': [2, 1], '22': [2, 2], '33': [3, 3] } as const;
export type PanelType = keyof typeof LAYERS;

/** The close-up of a panel radiator: its right end with the cross-section and the type. */
export const RADIATOR_DETAIL = [370, 260, 400] as const;

/**
 * A panel radiator from the front with its cross-section beside it (the panels and convector fins a buyer counts
 * to tell the types apart); `valve` draws the integrated valve (connections below, thermostat head on the side).
 */
export function panelRadiator(type: PanelType, valve: boolean, p: Palette): string {
  const [panels, convectors] = LAYERS[type];
  const layers = panels + convectors;
  const depth = 18 + layers * 14;
  const section: string[] = [];
  let x = 640;
  for (let i = 0; i < panels; i += 1) {
    section.push(rect(x, 250, 10, 330, 4, p.ceramic, p.stroke, 3));
    x += 12;
    if (i < convectors) {
      section.push(path(`M ${x} 260 ${Array.from({ length: 16 }, (_, k) => `L ${x + (k % 2 === 0 ? 12 : 0)} ${270 + k * 19}`).join(' ')}`, 'none', p.stroke, 2));
      x += 16;
    }
  }
  const top = type === '11' ? '' : rect(90, 280, 500, 22, 6, p.ceramic, p.stroke, 4) + Array.from({ length: 24 }, (_, i) => line(104 + i * 20, 284, 104 + i * 20, 298, '#9AA3AD', 3)).join('');
  // Drawn 30 px left of the middle: the widest series (width +12 %) keeps the cross-section of a Typ 33 on the canvas.
  return (
    '<g transform="translate(-30 0)">' +
    rect(90, 290, 500, 300, 10, p.ceramic, p.stroke) +
    Array.from({ length: 22 }, (_, i) => line(110 + i * 21.5, 316, 110 + i * 21.5, 570, '#C9CED4', 3)).join('') +
    top +
    (valve
      ? rect(540, 250, 44, 40, 8, flat(p, '#FFFFFF'), p.stroke, 3) + rect(548, 210, 28, 40, 6, flat(p, '#FFFFFF'), p.stroke, 3) +
        line(520, 590, 520, 690, copper(p), 12) + line(570, 590, 570, 690, copper(p), 12)
      : rect(590, 520, 30, 30, 6, flat(p, '#C8CDD2'), p.stroke, 3) + line(620, 535, 620, 690, copper(p), 12) +
        rect(590, 330, 24, 24, 6, flat(p, '#C8CDD2'), p.stroke, 3)) +
    rect(150, 590, 30, 60, 4, flat(p, '#A9ABAE'), p.stroke, 3) +
    rect(500, 590, 16, 60, 4, flat(p, '#A9ABAE'), p.stroke, 3) +
    rect(632, 240, depth + 16, 350, 6, 'none', p.stroke, 2, 'stroke-dasharray="8 6"') +
    section.join('') +
    text(640 + (depth + 16) / 2, 632, 34, `Typ ${type}`, { fill: p.outline ? '#1F3A5F' : '#1E2A36', weight: 700 }) +
    '</g>'
  );
}
