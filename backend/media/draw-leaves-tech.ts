import type { LeafDrawing } from './draw-bath';
import { RADIATOR_DETAIL, panelRadiator } from './draw-radiators';
import type { Palette } from './svg';
import { circle, drops, ellipse, line, path, rect, text } from './svg';

const flat = (p: Palette, colour: string) => (p.outline ? 'none' : colour);
const hexNut = (cx: number, cy: number, r: number, p: Palette) =>
  `<polygon points="${Array.from({ length: 6 }, (_, i) => `${Math.round(cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6))},${Math.round(cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6))}`).join(' ')}" fill="${p.fill}" stroke="${p.stroke}" stroke-width="5"/>`;
const threads = (x: number, y: number, w: number, count: number, p: Palette) =>
  Array.from({ length: count }, (_, i) => line(x, y + i * 14, x + w, y + i * 14, p.stroke, 3)).join('');
const label = (x: number, y: number, value: string, p: Palette, size = 30) => (p.outline ? '' : text(x, y, size, value, { fill: '#1E2A36', weight: 700 }));

/** Heating, kitchen and installation goods of the leaves that share a kind with others. */
export const TECH_LEAF_DRAWINGS = {
  'radiator-11': { kind: 'radiator', draw: (p) => panelRadiator('11', false, p), detail: RADIATOR_DETAIL },
  'radiator-21': { kind: 'radiator', draw: (p) => panelRadiator('21', false, p), detail: RADIATOR_DETAIL },
  'radiator-33': { kind: 'radiator', draw: (p) => panelRadiator('33', false, p), detail: RADIATOR_DETAIL },
  'valve-radiator': { kind: 'radiator', draw: (p) => panelRadiator('22', true, p), detail: [330, 200, 440] },
  'electric-towel-radiator': {
    kind: 'towel_radiator',
    draw: (p) =>
      rect(250, 90, 30, 560, 12, p.ceramic, p.stroke) +
      rect(520, 90, 30, 560, 12, p.ceramic, p.stroke) +
      Array.from({ length: 12 }, (_, i) => rect(280, 120 + i * 42, 240, 14, 7, p.ceramic, p.stroke, 3)).join('') +
      rect(500, 640, 70, 90, 14, flat(p, '#FFFFFF'), p.stroke, 4) +
      rect(512, 656, 46, 24, 4, flat(p, '#1E2A36'), p.stroke, 2) +
      circle(535, 705, 12, flat(p, '#D62828'), p.stroke, 2) +
      path('M 570 700 Q 660 700 660 600 L 660 560', 'none', p.stroke, 6) +
      rect(640, 520, 40, 44, 8, flat(p, '#FFFFFF'), p.stroke, 3),
  },
  'combi-boiler': {
    kind: 'boiler',
    draw: (p) =>
      circle(400, 100, 34, flat(p, '#DDE1E6'), p.stroke, 4) +
      rect(380, 60, 40, 70, 6, flat(p, '#C8CDD2'), p.stroke, 3) +
      rect(240, 130, 320, 470, 28, p.ceramic, p.stroke) +
      rect(270, 440, 260, 110, 12, flat(p, '#E6E9ED'), p.stroke, 3) +
      circle(330, 495, 32, flat(p, '#FFFFFF'), p.stroke, 4) +
      circle(470, 495, 32, flat(p, '#FFFFFF'), p.stroke, 4) +
      rect(316, 500, 28, 16, 3, 'none', p.stroke, 2) + line(316, 505, 344, 505, p.stroke, 2) +
      path('M 458 510 L 458 484 L 482 484 L 482 492', 'none', p.stroke, 3) +
      rect(370, 460, 60, 24, 4, flat(p, '#1E2A36'), p.stroke, 2) +
      [270, 330, 400, 470, 530].map((x, i) => line(x, 600, x, 690, p.outline ? p.stroke : (['#D62828', '#B87333', '#E0B000', '#2F6DB5', '#D62828'][i] ?? '#B87333'), 14)).join(''),
  },
  'circulation-pump': {
    kind: 'pump',
    draw: (p) =>
      rect(300, 120, 80, 560, 14, p.fill, p.stroke) +
      hexNut(340, 120, 56, p) +
      hexNut(340, 680, 56, p) +
      rect(380, 320, 120, 160, 20, p.fill, p.stroke) +
      rect(500, 300, 150, 200, 50, flat(p, '#E6E9ED'), p.stroke) +
      circle(575, 400, 56, flat(p, '#FFFFFF'), p.stroke, 4) +
      Array.from({ length: 12 }, (_, i) => `<g transform="rotate(${i * 30} 575 400)">${line(575, 350, 575, 360, p.stroke, 3)}</g>`).join('') +
      line(575, 400, 575, 364, p.stroke, 4) + line(575, 400, 600, 412, p.stroke, 4),
  },
  'pull-out-tap': {
    kind: 'kitchen_tap',
    draw: (p) =>
      path('M 120 660 L 680 660 L 650 720 L 150 720 Z', p.outline ? 'none' : '#FFFFFF', '#B9C0C8', 4) +
      ellipse(470, 650, 100, 20, p.fill, p.stroke) +
      path('M 470 640 L 470 300 Q 470 170 360 170 Q 290 170 270 220', 'none', p.stroke, 52) +
      path('M 470 640 L 470 300 Q 470 170 360 170 Q 290 170 270 220', 'none', p.outline ? '#FFFFFF' : p.light, 40) +
      path('M 268 226 Q 230 330 200 380', 'none', p.stroke, 10, 'stroke-dasharray="18 8"') +
      `<g transform="rotate(20 190 420)">${rect(160, 370, 60, 110, 18, p.fill, p.stroke)}</g>` +
      path('M 490 470 L 600 420 L 612 446 L 500 500 Z', p.fill, p.stroke) +
      (p.outline ? '' : [0, 1, 2, 3].map((i) => line(160 + i * 14, 500, 130 + i * 22, 600, p.glass, 5, 'stroke-dasharray="12 10"')).join('')),
  },
  'low-pressure-tap': {
    kind: 'kitchen_tap',
    draw: (p) =>
      rect(80, 420, 640, 34, 6, flat(p, '#E6E0D6'), p.stroke, 4) +
      ellipse(470, 410, 90, 16, p.fill, p.stroke) +
      rect(430, 260, 80, 150, 20, p.fill, p.stroke) +
      path('M 440 300 L 250 300 Q 220 300 220 330 L 220 350 L 260 350 L 262 340 L 440 340 Z', p.fill, p.stroke) +
      path('M 470 260 L 560 200 L 574 222 L 490 280 Z', p.fill, p.stroke) +
      line(440, 454, 360, 560, p.outline ? p.stroke : '#2F6DB5', 8) +
      line(470, 454, 470, 560, p.outline ? p.stroke : '#D62828', 8) +
      line(500, 454, 580, 560, p.stroke, 8) +
      rect(300, 560, 340, 150, 24, flat(p, '#FFFFFF'), p.stroke) +
      rect(420, 600, 100, 40, 8, flat(p, '#1E2A36'), p.stroke, 3) +
      label(470, 690, '5 l', p),
  },
  'granite-sink': {
    kind: 'sink',
    draw: (p) =>
      rect(110, 250, 580, 320, 60, p.ceramic, p.stroke) +
      (p.outline ? '' : Array.from({ length: 90 }, (_, i) => circle(130 + ((i * 53) % 540), 268 + ((i * 37) % 284), 3, '#FFFFFF', 'none', 0).replace('/>', ' fill-opacity="0.35"/>')).join('')) +
      rect(400, 285, 260, 250, 56, flat(p, '#000000'), p.stroke, 4, p.outline ? '' : 'fill-opacity="0.18"') +
      circle(530, 410, 24, flat(p, '#8E9399'), p.stroke, 3) +
      Array.from({ length: 5 }, (_, i) => path(`M ${160 + i * 44} 300 Q ${172 + i * 44} 410 ${160 + i * 44} 520`, 'none', p.stroke, 3)).join('') +
      circle(640, 270, 10, flat(p, '#8E9399'), p.stroke, 2),
  },
  'composite-pipe': {
    kind: 'pipe',
    draw: (p) =>
      [0, 1, 2, 3].map((i) => ellipse(340, 420, 250 - i * 26, 200 - i * 26, 'none', p.stroke, 34)).join('') +
      [0, 1, 2, 3].map((i) => ellipse(340, 420, 250 - i * 26, 200 - i * 26, 'none', p.outline ? '#FFFFFF' : '#F4F4F2', 24)).join('') +
      path('M 590 420 L 640 520', 'none', p.stroke, 34) +
      path('M 590 420 L 640 520', 'none', p.outline ? '#FFFFFF' : '#F4F4F2', 24) +
      circle(650, 580, 70, flat(p, '#F4F4F2'), p.stroke) +
      circle(650, 580, 52, flat(p, '#A9ABAE'), p.stroke, 3) +
      circle(650, 580, 44, flat(p, '#F4F4F2'), p.stroke, 3) +
      circle(650, 580, 30, flat(p, '#2B2B2B'), p.stroke, 3),
  },
  'threaded-fitting': {
    kind: 'fitting',
    draw: (p) =>
      rect(150, 340, 500, 120, 20, p.fill, p.stroke) +
      rect(340, 150, 120, 220, 20, p.fill, p.stroke) +
      hexNut(190, 400, 80, p) +
      hexNut(610, 400, 80, p) +
      hexNut(400, 200, 80, p) +
      threads(150, 365, 40, 5, p) +
      threads(610, 365, 40, 5, p) +
      Array.from({ length: 5 }, (_, i) => line(365 + i * 18, 150, 365 + i * 18, 110, p.stroke, 3)).join(''),
  },
  'radiator-valve': {
    kind: 'valve',
    draw: (p) =>
      rect(170, 360, 250, 100, 24, p.fill, p.stroke) +
      hexNut(170, 410, 66, p) +
      rect(90, 385, 60, 50, 8, p.fill, p.stroke) +
      rect(360, 240, 120, 220, 30, p.fill, p.stroke) +
      rect(370, 160, 100, 90, 10, p.fill, p.stroke) +
      threads(374, 175, 92, 5, p) +
      rect(385, 100, 70, 60, 8, flat(p, '#FFFFFF'), p.stroke, 3) +
      rect(375, 460, 90, 160, 16, p.fill, p.stroke) +
      hexNut(420, 640, 56, p),
  },
  'ht-pipe': {
    kind: 'pipe',
    draw: (p) =>
      `<g transform="rotate(-20 400 400)">${rect(90, 350, 520, 100, 10, flat(p, '#A3A9AE'), p.stroke)}${rect(600, 330, 130, 140, 14, flat(p, '#A3A9AE'), p.stroke)}${ellipse(730, 400, 22, 64, flat(p, '#2B2B2B'), p.stroke, 3)}${ellipse(94, 400, 18, 46, flat(p, '#5A5F66'), p.stroke, 3)}${label(340, 410, 'HT DN 50', p, 28)}</g>`,
  },
  'waste-set': {
    kind: 'siphon',
    draw: (p) =>
      ellipse(400, 200, 140, 40, p.fill, p.stroke) +
      ellipse(400, 190, 100, 22, p.outline ? 'none' : p.light, p.stroke, 3) +
      rect(330, 230, 140, 40, 6, p.fill, p.stroke) +
      rect(350, 270, 100, 340, 14, p.fill, p.stroke) +
      threads(352, 290, 96, 12, p) +
      hexNut(400, 470, 90, p) +
      rect(290, 450, 220, 20, 6, flat(p, '#2B2B2B'), p.stroke, 3) +
      rect(370, 610, 60, 80, 8, p.fill, p.stroke),
  },
  'fill-valve': {
    kind: 'spare_part',
    draw: (p) =>
      rect(360, 200, 80, 460, 16, flat(p, '#E6E9ED'), p.stroke) +
      rect(320, 130, 160, 90, 24, flat(p, '#F4F6F8'), p.stroke) +
      rect(440, 380, 120, 180, 30, flat(p, '#4C7BA6'), p.stroke) +
      path('M 480 150 L 580 150 L 580 380', 'none', p.stroke, 8) +
      rect(350, 660, 100, 60, 8, p.fill, p.stroke) +
      threads(352, 672, 96, 3, p) +
      hexNut(400, 640, 60, p) +
      drops(300, 240, p, 2),
  },
} satisfies Record<string, LeafDrawing>;
