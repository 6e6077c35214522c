import type { LeafDrawing } from './draw-bath';
import type { Palette } from './svg';
import { circle, drops, ellipse, line, path, rect } from './svg';

const flat = (p: Palette, colour: string) => (p.outline ? 'none' : colour);
const glassPane = (p: Palette) => (p.outline ? '' : 'fill-opacity="0.35"');
const tiles = (p: Palette) =>
  p.outline ? '' : [160, 320, 480, 640].map((v) => line(v, 60, v, 740, '#E1E5EA', 3) + line(60, v, 740, v, '#E1E5EA', 3)).join('');
const basinHint = (p: Palette) => path('M 120 660 L 680 660 L 650 720 L 150 720 Z', p.outline ? 'none' : '#FFFFFF', '#B9C0C8', 4);
/** A small basin tap standing at x on a top at y. */
const smallTap = (x: number, y: number, p: Palette) =>
  rect(x - 14, y - 90, 28, 90, 10, p.fill, p.stroke, 4) + path(`M ${x - 10} ${y - 80} L ${x - 70} ${y - 80} L ${x - 70} ${y - 60}`, 'none', p.stroke, 12) +
  rect(x - 6, y - 120, 12, 34, 5, p.fill, p.stroke, 3);

/** Basins, WCs, tubs, shower screens and taps of the leaves that share a kind with others. */
export const BATH_LEAF_DRAWINGS = {
  'inset-basin': {
    kind: 'basin',
    styles: 2,
    draw: (p, style) =>
      path('M 110 330 L 690 330 L 730 430 L 70 430 Z', flat(p, '#E6E0D6'), p.stroke) +
      rect(70, 430, 660, 40, 4, flat(p, '#CFC6B8'), p.stroke, 4) +
      (style === 1
        ? rect(220, 345, 360, 70, 18, p.ceramic, p.stroke) + rect(250, 355, 300, 50, 14, flat(p, '#E8ECF0'), p.stroke, 3)
        : ellipse(400, 380, 200, 42, p.ceramic, p.stroke) + ellipse(400, 384, 166, 30, flat(p, '#E8ECF0'), p.stroke, 3)) +
      circle(400, 392, 9, flat(p, '#A9ABAE'), p.stroke, 2) +
      path('M 240 470 Q 250 600 400 610 Q 550 600 560 470', 'none', p.stroke, 4, 'stroke-dasharray="14 10"') +
      rect(388, 610, 24, 90, 8, flat(p, '#C8CDD2'), p.stroke, 3) +
      smallTap(400, 330, p),
  },
  'furniture-basin': {
    kind: 'basin',
    styles: 2,
    draw: (p, style) =>
      rect(130, 430, 540, 250, 4, 'none', p.stroke, 3, 'stroke-dasharray="16 12"') +
      line(130, 555, 670, 555, p.stroke, 3, 'stroke-dasharray="16 12"') +
      rect(100, 320, 600, 110, style === 1 ? 40 : 8, p.ceramic, p.stroke) +
      ellipse(400, 334, 210, 12, flat(p, '#E8ECF0'), p.stroke, 3) +
      line(100, 360, 700, 360, p.stroke, 3) +
      circle(400, 300, 16, flat(p, '#C8CDD2'), p.stroke, 3) +
      circle(640, 390, 8, flat(p, '#A9ABAE'), p.stroke, 2) +
      circle(160, 390, 8, flat(p, '#A9ABAE'), p.stroke, 2),
  },
  'double-basin': {
    kind: 'basin',
    styles: 2,
    draw: (p, style) =>
      rect(60, 340, 680, 40, 12, p.ceramic, p.stroke) +
      [230, 570]
        .map(
          (cx) =>
            (style === 1
              ? path(`M ${cx - 150} 380 L ${cx + 150} 380 L ${cx + 140} 500 Q ${cx + 138} 530 ${cx + 110} 530 L ${cx - 110} 530 Q ${cx - 138} 530 ${cx - 140} 500 Z`, p.ceramic, p.stroke)
              : path(`M ${cx - 150} 380 L ${cx + 150} 380 L ${cx + 126} 450 Q ${cx + 96} 530 ${cx} 530 Q ${cx - 96} 530 ${cx - 126} 450 Z`, p.ceramic, p.stroke)) +
            ellipse(cx, 358, 130, 9, flat(p, '#E8ECF0'), p.stroke, 2) +
            rect(cx - 12, 530, 24, 130, 8, flat(p, '#C8CDD2'), p.stroke, 3) +
            smallTap(cx + 40, 340, p),
        )
        .join(''),
  },
  'shower-wc': {
    kind: 'wc',
    draw: (p) =>
      rect(600, 180, 26, 460, 4, flat(p, '#D8DDE2'), p.stroke, 3) +
      path('M 240 350 L 600 350 L 600 440 Q 590 570 440 580 L 330 580 Q 290 580 280 545 L 240 430 Z', p.ceramic, p.stroke) +
      rect(225, 300, 380, 52, 18, p.ceramic, p.stroke) +
      rect(480, 260, 120, 50, 14, p.ceramic, p.stroke, 4) +
      circle(515, 285, 9, flat(p, '#2F6DB5'), p.stroke, 2) +
      circle(555, 285, 9, flat(p, '#4CD964'), p.stroke, 2) +
      rect(660, 240, 60, 130, 16, flat(p, '#FFFFFF'), p.stroke, 4) +
      [280, 315, 345].map((y) => circle(690, y, 10, flat(p, '#8E9399'), p.stroke, 2)).join('') +
      (p.outline ? '' : path('M 300 420 Q 340 330 380 400', 'none', p.glass, 6, 'stroke-dasharray="10 8"')) +
      path('M 613 500 Q 660 520 660 620', 'none', p.stroke, 6),
  },
  'corner-tub': {
    kind: 'bathtub',
    detail: [90, 90, 380],
    draw: (p) =>
      line(90, 90, 730, 90, '#9AA3AD', 16) +
      line(90, 90, 90, 730, '#9AA3AD', 16) +
      path('M 110 110 L 690 110 L 690 340 Q 630 610 340 690 L 110 690 Z', p.ceramic, p.stroke) +
      path('M 160 160 L 640 160 L 640 335 Q 580 560 335 640 L 160 640 Z', flat(p, '#DDEBF5'), p.stroke, 3) +
      circle(230, 230, 16, flat(p, '#A9ABAE'), p.stroke, 3) +
      rect(130, 120, 70, 24, 8, flat(p, '#C8CDD2'), p.stroke, 3) +
      path('M 470 470 Q 520 420 560 450', 'none', flat(p, '#9CC9E8'), 6),
  },
  'floor-drain': {
    kind: 'shower_drain',
    detail: [230, 230, 340],
    draw: (p) =>
      tiles(p) +
      rect(240, 240, 320, 320, 10, p.fill, p.stroke) +
      rect(280, 280, 240, 240, 6, p.outline ? 'none' : p.light, p.stroke, 3) +
      Array.from({ length: 25 }, (_, i) => circle(312 + (i % 5) * 44, 312 + Math.floor(i / 5) * 44, 10, flat(p, '#5A5F66'), p.stroke, 2)).join('') +
      path('M 400 560 L 400 690 L 560 690', 'none', p.stroke, 4, 'stroke-dasharray="12 10"'),
  },
  'corner-entry': {
    kind: 'shower_screen',
    draw: (p) =>
      path('M 120 640 L 380 700 L 680 630', 'none', '#9AA3AD', 6) +
      path('M 120 170 L 380 230 L 380 690 L 120 630 Z', p.outline ? 'none' : p.glass, p.stroke, 4, glassPane(p)) +
      path('M 380 230 L 680 160 L 680 620 L 380 690 Z', p.outline ? 'none' : p.glass, p.stroke, 4, glassPane(p)) +
      rect(372, 220, 16, 480, 6, p.fill, p.stroke, 3) +
      rect(108, 160, 14, 480, 6, p.fill, p.stroke, 3) +
      rect(678, 150, 14, 480, 6, p.fill, p.stroke, 3) +
      rect(330, 380, 14, 110, 6, p.fill, p.stroke, 3) +
      rect(416, 380, 14, 110, 6, p.fill, p.stroke, 3),
  },
  'bath-screen': {
    kind: 'shower_screen',
    draw: (p) =>
      rect(690, 90, 20, 620, 4, flat(p, '#D8DDE2'), p.stroke, 3) +
      rect(90, 470, 620, 30, 12, flat(p, '#FAFAF8'), p.stroke) +
      path('M 110 500 L 690 500 L 690 690 L 110 690 Z', flat(p, '#FAFAF8'), p.stroke) +
      path('M 400 470 L 400 200 Q 400 150 450 150 L 690 150 L 690 470 Z', p.outline ? 'none' : p.glass, p.stroke, 4, glassPane(p)) +
      rect(676, 190, 18, 60, 6, p.fill, p.stroke, 3) +
      rect(676, 390, 18, 60, 6, p.fill, p.stroke, 3) +
      (p.outline ? '' : line(450, 230, 520, 330, '#FFFFFF', 8, 'stroke-opacity="0.7"')),
  },
  'pillar-tap': {
    kind: 'tap',
    draw: (p) =>
      basinHint(p) +
      ellipse(400, 650, 90, 18, p.fill, p.stroke) +
      rect(360, 400, 80, 250, 30, p.fill, p.stroke) +
      path('M 362 470 L 240 500 Q 222 505 224 524 L 226 560 L 262 560 L 262 540 L 364 520 Z', p.fill, p.stroke) +
      rect(385, 340, 30, 60, 8, p.fill, p.stroke) +
      ellipse(400, 330, 110, 26, p.fill, p.stroke) +
      rect(300, 316, 200, 26, 12, p.fill, p.stroke, 4) +
      circle(400, 328, 14, flat(p, '#2F6DB5'), p.stroke, 3) +
      drops(244, 580, p),
  },
  'bidet-tap': {
    kind: 'tap',
    draw: (p) =>
      ellipse(400, 690, 300, 50, p.outline ? 'none' : '#FFFFFF', '#B9C0C8', 4) +
      ellipse(420, 650, 110, 20, p.fill, p.stroke) +
      rect(370, 430, 100, 220, 26, p.fill, p.stroke) +
      path('M 375 470 L 270 470 L 270 520 L 375 520 Z', p.fill, p.stroke) +
      circle(262, 500, 30, p.fill, p.stroke) +
      path('M 410 430 L 400 350 Q 398 336 412 334 L 426 334 Q 440 334 440 348 L 448 430 Z', p.fill, p.stroke) +
      rect(500, 300, 16, 350, 6, p.fill, p.stroke, 3) +
      circle(508, 292, 18, p.fill, p.stroke, 3) +
      (p.outline ? '' : path('M 240 520 Q 200 560 190 640', 'none', p.glass, 10, 'stroke-dasharray="12 8"')),
  },
  'sensor-tap': {
    kind: 'tap',
    draw: (p) =>
      basinHint(p) +
      ellipse(430, 650, 110, 20, p.fill, p.stroke) +
      path('M 370 650 L 370 330 Q 370 250 440 250 Q 490 250 490 320 L 490 650 Z', p.fill, p.stroke) +
      path('M 372 300 Q 300 296 210 330 L 214 380 Q 300 360 372 366 Z', p.fill, p.stroke) +
      rect(232, 372, 80, 24, 10, flat(p, '#1E2A36'), p.stroke, 3) +
      circle(292, 384, 6, flat(p, '#D62828'), 'none', 0) +
      (p.outline ? '' : [0, 1, 2].map((i) => path(`M ${230 - i * 22} ${420 + i * 18} Q ${272} ${450 + i * 26} ${314 + i * 22} ${420 + i * 18}`, 'none', '#D62828', 3, 'stroke-dasharray="6 8"')).join('')) +
      drops(226, 520, p),
  },
  'shower-mixer': {
    kind: 'thermostat',
    draw: (p) =>
      line(60, 600, 740, 600, '#9AA3AD', 4) +
      circle(200, 330, 44, p.fill, p.stroke) +
      circle(600, 330, 44, p.fill, p.stroke) +
      path('M 200 330 Q 200 400 240 400', 'none', p.stroke, 18) +
      path('M 600 330 Q 600 400 560 400', 'none', p.stroke, 18) +
      rect(220, 360, 360, 90, 45, p.fill, p.stroke) +
      rect(380, 290, 40, 74, 10, p.fill, p.stroke) +
      path('M 400 300 L 250 250 L 244 270 L 396 330 Z', p.fill, p.stroke) +
      rect(378, 450, 44, 50, 6, p.fill, p.stroke) +
      rect(370, 500, 60, 26, 4, p.fill, p.stroke, 4),
  },
  'concealed-valve': {
    kind: 'thermostat',
    draw: (p) =>
      tiles(p) +
      rect(230, 190, 340, 420, 24, p.fill, p.stroke) +
      circle(400, 330, 74, p.fill, p.stroke) +
      rect(388, 262, 24, 40, 6, p.outline ? 'none' : p.light, p.stroke, 3) +
      circle(400, 500, 52, p.fill, p.stroke) +
      [0, 60, 120, 180, 240, 300].map((a) => `<g transform="rotate(${a} 400 500)">${line(400, 455, 400, 468, p.stroke, 3)}</g>`).join(''),
  },
  'shower-rail': {
    kind: 'hand_shower',
    draw: (p) =>
      rect(450, 80, 70, 44, 12, p.fill, p.stroke) +
      rect(450, 640, 70, 44, 12, p.fill, p.stroke) +
      rect(470, 100, 30, 560, 14, p.fill, p.stroke) +
      rect(446, 300, 78, 60, 16, p.fill, p.stroke) +
      `<g transform="rotate(-25 420 330)">${rect(395, 300, 44, 180, 18, p.fill, p.stroke)}${ellipse(417, 270, 60, 44, p.fill, p.stroke)}</g>` +
      path('M 400 470 Q 330 640 480 700', 'none', p.stroke, 10) +
      rect(520, 560, 120, 30, 10, p.fill, p.stroke, 4),
  },
  'wall-elbow': {
    kind: 'valve',
    draw: (p) =>
      tiles(p) +
      circle(340, 360, 140, p.fill, p.stroke) +
      circle(340, 360, 70, p.outline ? 'none' : p.light, p.stroke, 3) +
      rect(320, 330, 250, 60, 26, p.fill, p.stroke) +
      rect(520, 350, 60, 200, 24, p.fill, p.stroke) +
      Array.from({ length: 5 }, (_, i) => line(522, 560 + i * 16, 578, 560 + i * 16, p.stroke, 4)).join('') +
      rect(516, 550, 68, 8, 3, p.fill, p.stroke, 2),
  },
  'bath-thermostat': {
    kind: 'bath_tap',
    draw: (p) =>
      rect(110, 300, 30, 220, 6, flat(p, '#E3E6EA'), p.stroke, 3) +
      rect(200, 360, 400, 90, 45, p.fill, p.stroke) +
      circle(200, 405, 76, p.fill, p.stroke) +
      circle(600, 405, 76, p.fill, p.stroke) +
      [0, 45, 90, 135].map((a) => `<g transform="rotate(${a} 600 405)">${line(530, 405, 670, 405, p.stroke, 3)}</g>`).join('') +
      rect(175, 335, 50, 20, 6, flat(p, '#D62828'), p.stroke, 2) +
      path('M 420 450 L 420 520 Q 420 560 460 560 L 500 560 L 500 600 L 460 600 Q 380 600 380 520 L 380 450 Z', p.fill, p.stroke) +
      drops(485, 620, p),
  },
  'bath-spout': {
    kind: 'bath_tap',
    draw: (p) =>
      rect(640, 120, 30, 560, 4, flat(p, '#E3E6EA'), p.stroke, 3) +
      circle(600, 360, 60, p.fill, p.stroke) +
      path('M 600 330 L 220 340 Q 196 342 196 362 L 196 384 L 600 392 Z', p.fill, p.stroke) +
      (p.outline ? '' : path('M 200 386 Q 190 480 210 600 L 250 600 Q 232 480 242 388 Z', p.glass, '#8FBFDA', 2, 'fill-opacity="0.8"')) +
      rect(120, 600, 540, 40, 12, flat(p, '#FAFAF8'), '#B9C0C8', 4),
  },
} satisfies Record<string, LeafDrawing>;

