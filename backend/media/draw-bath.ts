import type { ProductKind } from './catalog';
import type { Palette } from './svg';
import { circle, drops, ellipse, line, path, rect, shade } from './svg';

/** Line drawings of bathroom and kitchen goods on an 800×800 canvas; `style` is a series' style (variation.ts). */
export type Drawing = (p: Palette, style: number) => string;

/**
 * A leaf family's own drawing: drawn in the finishes of its kind; `styles` it can draw for its series (default 1);
 * `detail` the square (x, y, size) its close-up shows where the telling part is not in the upper middle.
 */
export type LeafDrawing = { kind: ProductKind; draw: Drawing; styles?: number; detail?: DetailCrop };

export type DetailCrop = readonly [x: number, y: number, size: number];

const basinHint = (p: Palette) => path('M 120 660 L 680 660 L 650 720 L 150 720 Z', p.outline ? 'none' : '#FFFFFF', '#B9C0C8', 4);

const KITCHEN_SPOUTS = [
  'M 470 640 L 470 300 Q 470 140 320 140 Q 190 140 190 280 L 190 320',
  'M 470 640 L 470 180 Q 470 150 440 150 L 220 150 Q 190 150 190 180 L 190 320',
] as const;

export const BATH_DRAWINGS = {
  tap: (p, style) =>
    basinHint(p) +
    ellipse(420, 650, 120, 22, p.fill, p.stroke) +
    rect(360, 330, 120, 320, style === 2 ? 50 : 26, p.fill, p.stroke) +
    path('M 370 360 L 200 360 Q 170 360 170 390 L 170 430 L 220 430 L 220 410 L 370 410 Z', p.fill, p.stroke) +
    [
      path('M 400 330 L 380 230 Q 378 214 394 212 L 410 210 Q 426 210 428 226 L 440 330 Z', p.fill, p.stroke),
      rect(400, 300, 40, 32, 8, p.fill, p.stroke) + path('M 420 300 L 600 268 L 604 290 L 430 322 Z', p.fill, p.stroke),
      rect(476, 380, 44, 56, 10, p.fill, p.stroke) + path('M 500 388 L 560 280 L 582 292 L 520 404 Z', p.fill, p.stroke),
    ][style % 3] +
    drops(195, 450, p),
  kitchen_tap: (p, style) =>
    basinHint(p) +
    ellipse(470, 650, 110, 20, p.fill, p.stroke) +
    path(KITCHEN_SPOUTS[style % 2] ?? '', 'none', p.stroke, 58) +
    path(KITCHEN_SPOUTS[style % 2] ?? '', 'none', p.outline ? '#FFFFFF' : p.light, 46) +
    rect(160, 310, 60, 50, 10, p.fill, p.stroke) +
    path('M 490 470 L 600 420 L 612 446 L 500 500 Z', p.fill, p.stroke) +
    drops(190, 380, p),
  shower: (p, style) =>
    rect(560, 110, 34, 560, 12, p.fill, p.stroke) +
    rect(300, 110, 294, 28, 12, p.fill, p.stroke) +
    (style === 1 ? ellipse(300, 158, 140, 26, p.fill, p.stroke) : rect(170, 140, 260, 36, 18, p.fill, p.stroke)) +
    (p.outline ? '' : [200, 240, 280, 320, 360, 400].map((x) => line(x, 200, x - 10, 300, p.glass, 5, 'stroke-dasharray="14 16"')).join('')) +
    rect(470, 560, 230, 76, 38, p.fill, p.stroke) +
    circle(500, 598, 40, p.fill, p.stroke) +
    circle(670, 598, 40, p.fill, p.stroke) +
    path('M 577 640 Q 577 700 520 710', 'none', p.stroke, 8),
  hand_shower: (p) =>
    path('M 300 560 Q 360 700 520 690 Q 660 680 640 560', 'none', p.stroke, 14) +
    `<g transform="rotate(-35 400 400)">${rect(370, 330, 70, 260, 30, p.fill, p.stroke)}${ellipse(405, 250, 120, 90, p.fill, p.stroke)}${ellipse(405, 250, 80, 56, p.outline ? 'none' : shade('#222222', 0.2), p.stroke, 3)}</g>` +
    (p.outline ? '' : Array.from({ length: 12 }, (_, i) => circle(330 + (i % 4) * 22, 200 + Math.floor(i / 4) * 22, 4, '#E8EEF4', 'none', 0)).join('')),
  thermostat: (p) =>
    rect(150, 350, 500, 100, 50, p.fill, p.stroke) +
    circle(190, 400, 82, p.fill, p.stroke) +
    circle(610, 400, 82, p.fill, p.stroke) +
    [0, 45, 90, 135].map((a) => `<g transform="rotate(${a} 190 400)">${line(120, 400, 260, 400, p.stroke, 3)}</g>`).join('') +
    rect(585, 330, 50, 20, 6, p.outline ? 'none' : '#D62828', p.stroke, 2) +
    rect(380, 450, 40, 90, 10, p.fill, p.stroke) +
    path('M 260 450 L 260 520 L 220 540', 'none', p.stroke, 12) +
    path('M 540 450 L 540 520 L 580 540', 'none', p.stroke, 12),
  bath_tap: (p) =>
    rect(110, 300, 30, 220, 6, p.outline ? 'none' : '#E3E6EA', p.stroke, 3) +
    rect(140, 360, 480, 90, 45, p.fill, p.stroke) +
    path('M 380 450 L 380 520 Q 380 560 420 560 L 470 560 L 470 600 L 420 600 Q 330 600 330 520 L 330 450 Z', p.fill, p.stroke) +
    rect(560, 300, 40, 70, 12, p.fill, p.stroke) +
    circle(240, 405, 34, p.fill, p.stroke) +
    drops(450, 620, p),
  wc: (p, style) =>
    rect(600, 220, 26, 420, 4, p.outline ? 'none' : '#D8DDE2', p.stroke, 3) +
    (style === 1
      ? path('M 240 330 L 600 330 L 600 560 Q 600 580 580 580 L 300 580 Q 272 580 266 552 L 240 420 Z', p.ceramic, p.stroke)
      : path('M 240 330 L 600 330 L 600 430 Q 590 570 440 580 L 330 580 Q 290 580 280 545 L 240 420 Z', p.ceramic, p.stroke)) +
    rect(225, 300, 380, 34, 14, p.ceramic, p.stroke) +
    path('M 300 400 Q 420 470 560 400', 'none', shade('#9AA3AD', 0), 4),
  wc_seat: (p, style) =>
    (style === 1
      ? path('M 210 250 L 590 250 L 590 480 Q 590 670 400 670 Q 210 670 210 480 Z', p.ceramic, p.stroke) +
        path('M 290 310 L 510 310 L 510 470 Q 510 600 400 600 Q 290 600 290 470 Z', p.outline ? 'none' : '#F1F3F5', p.stroke)
      : ellipse(400, 430, 190, 240, p.ceramic, p.stroke) + ellipse(400, 450, 115, 160, p.outline ? 'none' : '#F1F3F5', p.stroke)) +
    rect(290, 150, 220, 40, 16, p.ceramic, p.stroke) +
    circle(320, 170, 10, p.outline ? 'none' : '#B0B8C0', p.stroke, 2) +
    circle(480, 170, 10, p.outline ? 'none' : '#B0B8C0', p.stroke, 2),
  basin: (p, style) =>
    rect(140, 340, 520, 36, 12, p.ceramic, p.stroke) +
    (style === 1
      ? path('M 170 376 L 630 376 L 616 540 Q 612 570 582 570 L 218 570 Q 188 570 184 540 Z', p.ceramic, p.stroke)
      : path('M 170 376 L 630 376 L 600 470 Q 560 570 400 570 Q 240 570 200 470 Z', p.ceramic, p.stroke)) +
    ellipse(400, 358, 220, 10, p.outline ? 'none' : '#E8ECF0', p.stroke, 2) +
    circle(400, 300, 18, p.outline ? 'none' : '#C8CDD2', p.stroke, 3) +
    rect(385, 570, 30, 110, 8, p.outline ? 'none' : '#C8CDD2', p.stroke, 3),
  bathtub: (p) =>
    rect(100, 340, 600, 40, 16, p.ceramic, p.stroke) +
    path('M 120 380 L 680 380 L 650 560 Q 640 610 590 610 L 210 610 Q 160 610 150 560 Z', p.ceramic, p.stroke) +
    (p.outline ? '' : path('M 140 372 L 660 372', 'none', '#9CC9E8', 10)) +
    rect(200, 610, 30, 50, 6, p.outline ? 'none' : '#A9ABAE', p.stroke, 3) +
    rect(570, 610, 30, 50, 6, p.outline ? 'none' : '#A9ABAE', p.stroke, 3),
  shower_tray: (p) =>
    path('M 200 400 L 620 400 L 710 520 L 90 520 Z', p.ceramic, p.stroke) +
    rect(90, 520, 620, 40, 4, shade(p.ceramic.startsWith('#') ? p.ceramic : '#FFFFFF', -0.08), p.stroke) +
    ellipse(400, 460, 42, 14, p.outline ? 'none' : '#A9ABAE', p.stroke, 3),
  shower_drain: (p) =>
    (p.outline ? '' : Array.from({ length: 5 }, (_, i) => line(80, 260 + i * 70, 720, 260 + i * 70, '#D5DAE0', 3)).join('')) +
    rect(100, 370, 600, 80, 8, p.fill, p.stroke) +
    Array.from({ length: 14 }, (_, i) => line(140 + i * 38, 385, 140 + i * 38, 435, p.stroke, 4)).join(''),
  shower_screen: (p) =>
    line(60, 690, 740, 690, '#9AA3AD', 4) +
    rect(280, 130, 280, 560, 4, p.outline ? 'none' : p.glass, p.stroke, 4, p.outline ? '' : 'fill-opacity="0.35"') +
    rect(268, 120, 20, 570, 6, p.fill, p.stroke, 3) +
    line(560, 150, 700, 120, p.stroke, 10) +
    line(560, 150, 700, 120, p.outline ? '#FFFFFF' : p.light, 6) +
    (p.outline ? '' : line(330, 200, 420, 320, '#FFFFFF', 8, 'stroke-opacity="0.7"')),
  frame: (p) =>
    rect(230, 120, 26, 560, 6, p.fill, p.stroke) +
    rect(544, 120, 26, 560, 6, p.fill, p.stroke) +
    rect(230, 120, 340, 26, 6, p.fill, p.stroke) +
    rect(230, 470, 340, 22, 6, p.fill, p.stroke) +
    rect(290, 170, 220, 260, 16, p.outline ? 'none' : '#2F6DB5', p.stroke) +
    rect(360, 230, 80, 60, 10, p.outline ? 'none' : '#FFFFFF', p.stroke, 3) +
    path('M 400 430 L 400 560 L 330 560', 'none', p.stroke, 22) +
    rect(200, 680, 80, 16, 4, p.fill, p.stroke, 3) +
    rect(520, 680, 80, 16, 4, p.fill, p.stroke, 3),
  flush_plate: (p) =>
    rect(220, 240, 360, 260, 18, p.fill, p.stroke) +
    rect(260, 290, 170, 160, 14, p.outline ? 'none' : p.light, p.stroke, 4) +
    rect(450, 290, 90, 160, 14, p.outline ? 'none' : p.light, p.stroke, 4),
  furniture: (p) =>
    rect(150, 300, 500, 48, 8, p.outline ? 'none' : '#FFFFFF', p.stroke) +
    ellipse(400, 318, 140, 14, p.outline ? 'none' : '#E8ECF0', p.stroke, 3) +
    rect(170, 348, 460, 260, 8, p.ceramic, p.stroke) +
    line(170, 478, 630, 478, p.stroke, 4) +
    rect(360, 400, 80, 14, 7, p.outline ? 'none' : '#A9ABAE', p.stroke, 2) +
    rect(360, 530, 80, 14, 7, p.outline ? 'none' : '#A9ABAE', p.stroke, 2),
  mirror_cabinet: (p) =>
    rect(160, 200, 480, 380, 10, p.ceramic, p.stroke) +
    rect(180, 240, 215, 320, 6, p.outline ? 'none' : '#CFE3F1', p.stroke, 3) +
    rect(405, 240, 215, 320, 6, p.outline ? 'none' : '#CFE3F1', p.stroke, 3) +
    rect(180, 212, 440, 16, 8, p.outline ? 'none' : '#FFE9A8', p.stroke, 2) +
    (p.outline ? '' : line(220, 300, 300, 400, '#FFFFFF', 8, 'stroke-opacity="0.7"')),
  accessory: (p) =>
    rect(150, 300, 40, 90, 10, p.fill, p.stroke) +
    rect(610, 300, 40, 90, 10, p.fill, p.stroke) +
    rect(170, 330, 460, 26, 13, p.fill, p.stroke) +
    path('M 260 356 L 540 356 L 560 610 L 240 610 Z', p.outline ? 'none' : '#7FB3D5', p.stroke, 4) +
    (p.outline ? '' : line(250, 560, 550, 560, '#5E97BF', 6)),
  sink: (p) =>
    rect(110, 250, 580, 320, 24, p.ceramic, p.stroke) +
    rect(150, 290, 260, 240, 30, p.outline ? 'none' : shade(p.ceramic.startsWith('#') ? p.ceramic : '#A9ABAE', -0.1), p.stroke) +
    circle(280, 410, 22, p.outline ? 'none' : '#8E9399', p.stroke, 3) +
    Array.from({ length: 6 }, (_, i) => line(450, 300 + i * 40, 650, 300 + i * 40, p.stroke, 3)).join('') +
    circle(560, 270, 10, p.outline ? 'none' : '#8E9399', p.stroke, 2),
} satisfies Record<string, Drawing>;
