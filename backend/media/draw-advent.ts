import { rect, svgDocument, text } from './svg';

/** Width of a bold DejaVu Sans glyph, in font sizes (an upper bound for the letters of the advent titles). */
const BOLD_GLYPH_WIDTH = 0.66;

/** The largest font size up to `max` at which `value` fits into `width`. */
function fittedSize(value: string, width: number, max: number): number {
  return Math.floor(Math.min(max, width / (value.length * BOLD_GLYPH_WIDTH)));
}

/** The 24 doors as a grid of `cols` columns starting at (left, top), each `cell` wide. */
function doors(left: number, top: number, cols: number, cell: number): string {
  return Array.from({ length: 24 }, (_, i) => {
    const x = left + (i % cols) * cell;
    const y = top + Math.floor(i / cols) * cell;
    const n = ((i * 7) % 24) + 1;
    const fill = i % 3 === 0 ? '#C0392B' : i % 3 === 1 ? '#1E8449' : '#B7950B';
    return rect(x + 4, y + 4, cell - 8, cell - 8, 6, fill, '#FFFFFF', 2) + text(x + cell / 2, y + cell / 2 + cell * 0.13, cell * 0.36, String(n), { fill: '#FFFFFF', weight: 700 });
  }).join('');
}

/**
 * The advent-calendar banner. Wide (the desktop image, 4:1 and larger): the title on one line above two rows of doors.
 * The mobile strip (ADVENT_BANNER_IMAGE, contract/constants.ts): the title in two lines, split at its colon, each sized to fit
 * the left part, the doors in a 6 × 4 grid on the right, so the whole text shows at any phone width.
 */
export function advent(width: number, height: number, title: string): string {
  const background = rect(0, 0, width, height, 0, '#12355B', 'none', 0);
  if (width >= 1200) {
    const cols = 12;
    const top = height * 0.32;
    const cell = Math.min((width - 80) / cols, (height - top - 30) / 2);
    const left = (width - cell * cols) / 2;
    return svgDocument(width, height, background + text(width / 2, height * 0.2, fittedSize(title, width - 80, 56), title, { fill: '#FFFFFF', weight: 700 }) + doors(left, top, cols, cell));
  }
  const cell = Math.min((height - 24) / 4, width * 0.06);
  const gridLeft = width - 24 - cell * 6;
  const textWidth = gridLeft - 64;
  const [head = title, rest = ''] = title.split(/:\s*/, 2);
  const headSize = fittedSize(head, textWidth, 54);
  const restSize = fittedSize(rest, textWidth, 36);
  const headY = rest ? height / 2 - 6 : height / 2 + headSize * 0.36;
  return svgDocument(
    width,
    height,
    background +
      text(32, headY, headSize, head, { fill: '#FFFFFF', weight: 700, anchor: 'start' }) +
      (rest ? text(32, headY + restSize + 14, restSize, rest, { fill: '#F5D76E', weight: 700, anchor: 'start' }) : '') +
      doors(gridLeft, (height - cell * 4) / 2, 6, cell),
  );
}
