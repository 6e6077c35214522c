import type { Drawing } from './draw-bath';
import { panelRadiator } from './draw-radiators';
import type { Palette } from './svg';
import { circle, ellipse, line, path, rect, text } from './svg';

const hexagon = (cx: number, cy: number, r: number, p: Palette) => {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${Math.round(cx + r * Math.cos(a))},${Math.round(cy + r * Math.sin(a))}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${p.fill}" stroke="${p.stroke}" stroke-width="5"/>`;
};

const flat = (p: Palette, colour: string) => (p.outline ? 'none' : colour);

/** Line drawings of heating and installation goods on an 800×800 canvas. */
export const TECH_DRAWINGS = {
  /** Typ 22 with side connections; the other panel types are leaf drawings (draw-radiators.ts). */
  radiator: (p) => panelRadiator('22', false, p),
  design_radiator: (p) =>
    Array.from({ length: 6 }, (_, i) => rect(240 + i * 56, 110, 44, 580, 20, p.ceramic, p.stroke, 4)).join('') +
    rect(230, 120, 350, 20, 8, p.ceramic, p.stroke, 3) +
    rect(230, 660, 350, 20, 8, p.ceramic, p.stroke, 3),
  towel_radiator: (p) =>
    rect(250, 100, 30, 600, 12, p.ceramic, p.stroke) +
    rect(520, 100, 30, 600, 12, p.ceramic, p.stroke) +
    Array.from({ length: 16 }, (_, i) => rect(280, 130 + i * 35 + (i > 7 ? 30 : 0), 240, 14, 7, p.ceramic, p.stroke, 3)).join('') +
    path('M 330 180 L 470 180 L 480 420 L 320 420 Z', flat(p, '#E9A6A6'), p.stroke, 3),
  boiler: (p, style) =>
    rect(240, 130, 320, 470, 28, p.ceramic, p.stroke) +
    (style === 1 ? rect(250, 410, 300, 110, 14, flat(p, '#E6E9ED'), p.stroke, 3) : '') +
    rect(320, 430, 160, 70, 10, flat(p, '#1E2A36'), p.stroke, 3) +
    (p.outline ? '' : text(400, 478, 34, '55°', { fill: '#4CD964', weight: 700 })) +
    path('M 300 160 L 300 200 M 320 160 L 320 200 M 340 160 L 340 200', 'none', '#9AA3AD', 4) +
    circle(350, 550, 14, flat(p, '#C8CDD2'), p.stroke, 3) +
    circle(450, 550, 14, flat(p, '#C8CDD2'), p.stroke, 3) +
    [290, 350, 450, 510].map((x) => line(x, 600, x, 690, '#B87333', 14)).join(''),
  heat_pump: (p) =>
    rect(120, 220, 560, 380, 16, p.ceramic, p.stroke) +
    circle(340, 410, 140, flat(p, '#E6E9ED'), p.stroke) +
    [0, 1, 2, 3].map((i) => circle(340, 410, 30 + i * 30, 'none', '#9AA3AD', 3)).join('') +
    [0, 60, 120, 180, 240, 300].map((a) => `<g transform="rotate(${a} 340 410)">${line(340, 410, 340, 290, p.stroke, 5)}</g>`).join('') +
    rect(530, 260, 120, 300, 8, flat(p, '#DDE1E6'), p.stroke, 3) +
    rect(160, 600, 60, 40, 4, flat(p, '#8E9399'), p.stroke, 3) +
    rect(580, 600, 60, 40, 4, flat(p, '#8E9399'), p.stroke, 3),
  water_heater: (p) =>
    rect(280, 130, 240, 520, 110, p.ceramic, p.stroke) +
    rect(350, 480, 100, 50, 10, flat(p, '#1E2A36'), p.stroke, 3) +
    circle(400, 580, 22, flat(p, '#C8CDD2'), p.stroke, 3) +
    line(350, 650, 350, 720, '#D62828', 14) +
    line(450, 650, 450, 720, '#2F6DB5', 14),
  floor_heating: (p) =>
    rect(130, 170, 540, 460, 6, flat(p, '#F1E7D6'), p.stroke, 4) +
    path('M 170 210 L 630 210 L 630 270 L 170 270 L 170 330 L 630 330 L 630 390 L 170 390 L 170 450 L 630 450 L 630 510 L 170 510 L 170 570 L 630 570', 'none', p.outline ? p.stroke : '#D62828', 14) +
    rect(130, 630, 540, 40, 6, flat(p, '#B5A642'), p.stroke, 4),
  pump: (p) =>
    rect(120, 420, 560, 60, 10, flat(p, '#B5A642'), p.stroke) +
    hexagon(150, 450, 48, p) +
    hexagon(650, 450, 48, p) +
    circle(400, 360, 130, p.outline ? 'none' : '#C0392B', p.stroke) +
    rect(320, 170, 160, 90, 14, flat(p, '#2C3E50'), p.stroke) +
    circle(400, 215, 24, flat(p, '#4CD964'), p.stroke, 3),
  /** Copper pipe (the kind's leaf): bars in copper whatever the kind's finish. */
  pipe: (p) =>
    `<g transform="rotate(-20 400 400)">${[330, 440].map((y) => rect(90, y, 620, 70, 35, flat(p, '#C2703D'), p.stroke) + line(120, y + 20, 680, y + 20, flat(p, '#E7A77A'), 8)).join('')}${ellipse(100, 365, 20, 35, p.outline ? 'none' : '#2B2B2B', p.stroke, 3)}${ellipse(100, 475, 20, 35, p.outline ? 'none' : '#2B2B2B', p.stroke, 3)}</g>`,
  fitting: (p) =>
    path('M 200 560 L 200 360 Q 200 240 320 240 L 560 240', 'none', p.stroke, 118) +
    path('M 200 560 L 200 360 Q 200 240 320 240 L 560 240', 'none', p.outline ? '#FFFFFF' : '#C9A75A', 106) +
    rect(140, 540, 120, 60, 8, p.fill, p.stroke) +
    rect(540, 180, 60, 120, 8, p.fill, p.stroke) +
    rect(130, 500, 140, 30, 14, p.fill, p.stroke, 4) +
    rect(500, 170, 30, 140, 14, p.fill, p.stroke, 4) +
    circle(200, 515, 10, flat(p, '#2E9E4F'), p.stroke, 2),
  valve: (p) =>
    rect(150, 380, 500, 110, 30, p.fill, p.stroke) +
    hexagon(170, 435, 70, p) +
    hexagon(630, 435, 70, p) +
    rect(380, 300, 40, 80, 6, p.fill, p.stroke) +
    rect(300, 250, 300, 56, 20, p.outline ? 'none' : '#D62828', p.stroke),
  thermostat_head: (p) =>
    rect(290, 170, 220, 420, 60, p.ceramic, p.stroke) +
    Array.from({ length: 7 }, (_, i) => line(320 + i * 26, 200, 320 + i * 26, 420, '#C9CED4', 4)).join('') +
    text(400, 500, 52, '3', { fill: p.stroke, weight: 700 }) +
    rect(320, 590, 160, 70, 10, flat(p, '#C8CDD2'), p.stroke),
  siphon: (p) =>
    rect(330, 100, 44, 200, 10, p.fill, p.stroke) +
    rect(290, 290, 124, 260, 40, p.fill, p.stroke) +
    rect(410, 330, 260, 44, 14, p.fill, p.stroke) +
    ellipse(680, 352, 20, 60, p.fill, p.stroke),
  sealant: (p) =>
    rect(300, 250, 200, 420, 18, p.ceramic, p.stroke) +
    path('M 360 250 L 385 110 L 415 110 L 440 250 Z', flat(p, '#F2F2F2'), p.stroke) +
    rect(300, 360, 200, 150, 4, flat(p, '#0B5394'), p.stroke, 3) +
    (p.outline ? '' : text(400, 450, 34, 'SILIKON', { fill: '#FFFFFF', weight: 700 })),
  membrane: (p) =>
    path('M 200 300 L 600 300 L 720 620 L 320 620 Z', flat(p, '#7FB3D5'), p.stroke) +
    rect(160, 240, 480, 120, 60, flat(p, '#5E97BF'), p.stroke) +
    ellipse(180, 300, 30, 60, flat(p, '#3F7CAC'), p.stroke),
  cartridge: (p) =>
    rect(310, 300, 180, 330, 30, flat(p, '#E6E6E6'), p.stroke) +
    rect(370, 150, 60, 150, 10, p.fill, p.stroke) +
    Array.from({ length: 6 }, (_, i) => line(380, 180 + i * 18, 420, 180 + i * 18, p.stroke, 3)).join('') +
    circle(360, 580, 14, 'none', p.stroke, 3) +
    circle(440, 580, 14, 'none', p.stroke, 3),
  spare_part: (p) =>
    circle(330, 400, 150, p.fill, p.stroke) +
    circle(330, 400, 60, flat(p, '#F7F8FA'), p.stroke) +
    Array.from({ length: 8 }, (_, i) => `<g transform="rotate(${i * 45} 330 400)">${rect(305, 220, 50, 50, 6, p.fill, p.stroke)}</g>`).join('') +
    ellipse(580, 520, 110, 110, 'none', p.outline ? p.stroke : '#2C2C2C', 26),
} satisfies Record<string, Drawing>;
