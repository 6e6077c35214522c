import type { LeafDrawing } from './draw-bath';
import { BATH_LEAF_DRAWINGS } from './draw-leaves-bath';
import { TECH_LEAF_DRAWINGS } from './draw-leaves-tech';
import type { Palette } from './svg';
import { circle, drops, ellipse, line, path, rect, text } from './svg';

const flat = (p: Palette, colour: string) => (p.outline ? 'none' : colour);

/**
 * Drawings of product families that share a kind with others (an urinal is no WC, a head shower no shower column):
 * the family names its drawing, which is drawn in the finishes of its kind. 800×800 canvas. Every leaf family has a
 * drawing of its own: these, the leaf drawings of `draw-leaves-*.ts`, or its kind's drawing (one leaf per kind).
 */
const OWN_DRAWINGS = {
  urinal: {
    kind: 'wc',
    draw: (p) =>
      rect(600, 120, 26, 560, 4, flat(p, '#D8DDE2'), p.stroke, 3) +
      path('M 330 170 Q 330 130 370 130 L 600 130 L 600 600 L 470 600 Q 330 600 320 470 Z', p.ceramic, p.stroke) +
      path('M 380 200 Q 380 180 400 180 L 570 180 L 570 540 L 470 540 Q 390 540 385 450 Z', flat(p, '#EEF1F4'), p.stroke, 3) +
      rect(540, 70, 28, 60, 6, flat(p, '#C8CDD2'), p.stroke, 3) +
      circle(480, 520, 12, flat(p, '#A9ABAE'), p.stroke, 3),
  },
  bidet: {
    kind: 'wc',
    styles: 2,
    draw: (p, style) =>
      rect(600, 220, 26, 420, 4, flat(p, '#D8DDE2'), p.stroke, 3) +
      (style === 1
        ? path('M 240 380 L 600 380 L 600 560 Q 600 580 580 580 L 300 580 Q 270 580 262 550 L 240 440 Z', p.ceramic, p.stroke)
        : path('M 240 380 L 600 380 L 600 450 Q 590 570 440 580 L 330 580 Q 280 580 270 540 L 240 440 Z', p.ceramic, p.stroke)) +
      ellipse(420, 392, 150, 18, flat(p, '#EEF1F4'), p.stroke, 3) +
      rect(500, 310, 30, 70, 8, p.fill, p.stroke, 3) +
      path('M 515 320 L 470 320', 'none', p.stroke, 10),
  },
  'floor-wc': {
    kind: 'wc',
    draw: (p) =>
      rect(470, 150, 150, 250, 14, p.ceramic, p.stroke) +
      rect(520, 170, 50, 24, 8, flat(p, '#C8CDD2'), p.stroke, 3) +
      path('M 200 400 L 620 400 L 620 470 Q 600 560 480 570 L 470 690 L 330 690 L 330 570 Q 220 540 200 470 Z', p.ceramic, p.stroke) +
      rect(185, 380, 440, 30, 14, p.ceramic, p.stroke),
  },
  'vessel-basin': {
    kind: 'basin',
    styles: 2,
    draw: (p, style) =>
      rect(90, 520, 620, 40, 6, flat(p, '#C9B08A'), p.stroke, 4) +
      (style === 1
        ? path('M 210 360 L 590 360 L 580 500 Q 578 520 558 520 L 242 520 Q 222 520 220 500 Z', p.ceramic, p.stroke)
        : path('M 220 360 L 580 360 Q 580 520 400 520 Q 220 520 220 360 Z', p.ceramic, p.stroke)) +
      ellipse(400, 360, 180, 26, flat(p, '#EEF1F4'), p.stroke, 4) +
      rect(560, 220, 30, 140, 10, flat(p, '#C8CDD2'), p.stroke, 3) +
      path('M 575 230 L 470 230', 'none', p.stroke, 14),
  },
  'freestanding-tub': {
    kind: 'bathtub',
    draw: (p) =>
      path('M 100 330 Q 120 300 170 310 L 630 310 Q 680 300 700 330 Q 690 560 560 600 L 240 600 Q 110 560 100 330 Z', p.ceramic, p.stroke) +
      ellipse(400, 322, 280, 18, flat(p, '#DDEBF5'), p.stroke, 3) +
      rect(240, 600, 26, 50, 8, flat(p, '#A9ABAE'), p.stroke, 3) +
      rect(534, 600, 26, 50, 8, flat(p, '#A9ABAE'), p.stroke, 3) +
      rect(690, 180, 24, 480, 8, flat(p, '#C8CDD2'), p.stroke, 3) +
      path('M 702 200 Q 702 160 660 160 L 630 160', 'none', p.stroke, 14),
  },
  'walk-in': {
    kind: 'shower_screen',
    draw: (p) =>
      line(60, 690, 740, 690, '#9AA3AD', 4) +
      rect(200, 110, 340, 580, 4, p.outline ? 'none' : p.glass, p.stroke, 4, p.outline ? '' : 'fill-opacity="0.35"') +
      rect(186, 100, 18, 590, 6, p.fill, p.stroke, 3) +
      line(540, 120, 720, 120, p.stroke, 10) +
      line(540, 120, 720, 120, p.outline ? '#FFFFFF' : p.light, 6) +
      (p.outline ? '' : line(260, 200, 360, 340, '#FFFFFF', 8, 'stroke-opacity="0.7"')),
  },
  'head-shower': {
    kind: 'shower',
    draw: (p) =>
      rect(650, 120, 40, 90, 8, p.fill, p.stroke) +
      rect(420, 150, 240, 26, 12, p.fill, p.stroke) +
      ellipse(330, 290, 240, 60, p.fill, p.stroke) +
      ellipse(330, 300, 200, 40, flat(p, '#2B2F33'), p.stroke, 3) +
      (p.outline ? '' : Array.from({ length: 9 }, (_, i) => line(170 + i * 40, 360, 160 + i * 40, 560, p.glass, 5, 'stroke-dasharray="16 20"')).join('')),
  },
  'shower-hose': {
    kind: 'hand_shower',
    draw: (p) =>
      path('M 160 200 C 600 120 700 320 420 400 C 140 480 200 700 640 620', 'none', p.stroke, 34) +
      path('M 160 200 C 600 120 700 320 420 400 C 140 480 200 700 640 620', 'none', p.outline ? '#FFFFFF' : p.light, 24, 'stroke-dasharray="10 6"') +
      rect(110, 180, 70, 44, 10, p.fill, p.stroke) +
      rect(630, 598, 70, 44, 10, p.fill, p.stroke),
  },
  'instant-heater': {
    kind: 'water_heater',
    draw: (p) =>
      rect(250, 150, 300, 470, 26, p.ceramic, p.stroke) +
      rect(320, 220, 160, 80, 10, flat(p, '#1E2A36'), p.stroke, 3) +
      (p.outline ? '' : text(400, 275, 40, '38°', { fill: '#4CD964', weight: 700 })) +
      circle(400, 380, 40, flat(p, '#E6E9ED'), p.stroke, 4) +
      line(340, 620, 340, 700, '#2F6DB5', 14) +
      line(460, 620, 460, 700, '#D62828', 14),
  },
  'storage-tank': {
    kind: 'water_heater',
    draw: (p) =>
      rect(270, 90, 260, 600, 60, p.ceramic, p.stroke) +
      rect(330, 150, 140, 70, 10, flat(p, '#1E2A36'), p.stroke, 3) +
      path('M 300 520 L 500 480 L 300 440 L 500 400 L 300 360', 'none', p.outline ? p.stroke : '#B87333', 10) +
      [300, 400, 500, 600].map((y) => rect(530, y - 12, 60, 24, 6, flat(p, '#C8CDD2'), p.stroke, 3)).join('') +
      rect(300, 690, 200, 30, 6, flat(p, '#8E9399'), p.stroke, 3),
  },
  'hot-water-heat-pump': {
    kind: 'heat_pump',
    draw: (p) =>
      rect(260, 230, 280, 470, 70, p.ceramic, p.stroke) +
      rect(250, 90, 300, 160, 30, flat(p, '#DDE1E6'), p.stroke) +
      circle(400, 170, 56, flat(p, '#E6E9ED'), p.stroke, 4) +
      [0, 60, 120].map((a) => `<g transform="rotate(${a} 400 170)">${line(400, 120, 400, 220, p.stroke, 4)}</g>`).join('') +
      rect(340, 300, 120, 60, 10, flat(p, '#1E2A36'), p.stroke, 3),
  },
  manifold: {
    kind: 'floor_heating',
    draw: (p) =>
      rect(120, 250, 560, 60, 20, flat(p, '#C8CDD2'), p.stroke) +
      rect(120, 470, 560, 60, 20, flat(p, '#C8CDD2'), p.stroke) +
      [190, 290, 390, 490, 590].map((x) => rect(x - 18, 180, 36, 70, 8, flat(p, '#2F6DB5'), p.stroke, 3) + rect(x - 14, 530, 28, 110, 6, flat(p, '#D62828'), p.stroke, 3)).join('') +
      rect(80, 250, 40, 280, 8, flat(p, '#8E9399'), p.stroke, 3),
  },
  'room-thermostat': {
    kind: 'thermostat_head',
    draw: (p) =>
      rect(230, 200, 340, 400, 40, p.ceramic, p.stroke) +
      rect(280, 260, 240, 140, 14, flat(p, '#1E2A36'), p.stroke, 3) +
      (p.outline ? '' : text(400, 352, 64, '21,5°', { fill: '#FFFFFF', weight: 700 })) +
      circle(400, 500, 50, flat(p, '#E6E9ED'), p.stroke, 4) +
      rect(380, 470, 40, 12, 6, flat(p, '#8E9399'), p.stroke, 2),
  },
  'ball-valve': {
    kind: 'valve',
    draw: (p) =>
      rect(160, 400, 480, 100, 24, p.fill, p.stroke) +
      rect(130, 410, 60, 80, 8, p.fill, p.stroke) +
      rect(610, 410, 60, 80, 8, p.fill, p.stroke) +
      circle(400, 450, 70, p.fill, p.stroke) +
      rect(385, 300, 30, 90, 6, p.fill, p.stroke) +
      path('M 400 310 L 640 250 L 650 290 L 410 350 Z', flat(p, '#D62828'), p.stroke),
  },
  'column-radiator': {
    kind: 'design_radiator',
    draw: (p) =>
      Array.from({ length: 11 }, (_, i) => rect(130 + i * 50, 240, 38, 360, 18, p.ceramic, p.stroke, 4)).join('') +
      rect(120, 250, 560, 20, 8, p.ceramic, p.stroke, 3) +
      rect(120, 570, 560, 20, 8, p.ceramic, p.stroke, 3) +
      rect(160, 600, 30, 50, 4, flat(p, '#A9ABAE'), p.stroke, 3) +
      rect(610, 600, 30, 50, 4, flat(p, '#A9ABAE'), p.stroke, 3),
  },
  'heating-element': {
    // Drawn in the finishes of towel radiators: a heating rod comes in their white.
    kind: 'towel_radiator',
    draw: (p) =>
      rect(130, 340, 160, 120, 20, flat(p, '#F4F6F8'), p.stroke) +
      circle(210, 400, 34, flat(p, '#D62828'), p.stroke, 4) +
      rect(290, 380, 60, 40, 6, p.fill, p.stroke) +
      path('M 350 390 L 690 390 Q 710 390 710 410 Q 710 430 690 430 L 350 430', 'none', p.stroke, 16) +
      path('M 130 400 Q 70 400 70 480 L 70 560', 'none', p.stroke, 10),
  },
  aerator: {
    kind: 'spare_part',
    draw: (p) =>
      rect(260, 260, 280, 200, 30, p.fill, p.stroke) +
      Array.from({ length: 9 }, (_, i) => line(280 + i * 30, 270, 280 + i * 30, 450, p.stroke, 3)).join('') +
      ellipse(400, 470, 130, 30, flat(p, '#E6E9ED'), p.stroke) +
      Array.from({ length: 12 }, (_, i) => circle(310 + (i % 6) * 36, 462 + Math.floor(i / 6) * 14, 5, flat(p, '#8E9399'), p.stroke, 1)).join('') +
      drops(400, 520, p, 3),
  },
} satisfies Record<string, LeafDrawing>;

export const FAMILY_DRAWINGS = { ...OWN_DRAWINGS, ...BATH_LEAF_DRAWINGS, ...TECH_LEAF_DRAWINGS } satisfies Record<string, LeafDrawing>;

export type FamilyDrawing = keyof typeof FAMILY_DRAWINGS;
