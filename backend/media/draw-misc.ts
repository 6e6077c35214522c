import type { BannerTheme } from './catalog';
import { circle, line, path, rect, shade, svgDocument, text } from './svg';

/** A water drop, the shop's mark. */
const drop = (cx: number, cy: number, size: number, fill: string) =>
  path(`M ${cx} ${cy - size} Q ${cx + size * 0.8} ${cy} ${cx + size * 0.55} ${cy + size * 0.45} A ${size * 0.6} ${size * 0.6} 0 1 1 ${cx - size * 0.55} ${cy + size * 0.45} Q ${cx - size * 0.8} ${cy} ${cx} ${cy - size} Z`, fill, 'none', 0);

export function shopLogo(name: string, tagline: string, mobile: boolean): { svg: string; width: number; height: number } {
  if (mobile) {
    const initials = name.split(' ').map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
    return { width: 200, height: 200, svg: svgDocument(200, 200, rect(0, 0, 200, 200, 36, '#0B5394', 'none', 0) + drop(100, 78, 42, '#7FC4FD') + text(100, 172, 48, initials, { fill: '#FFFFFF', weight: 700 })) };
  }
  return {
    width: 600, height: 150,
    svg: svgDocument(600, 150, drop(70, 70, 46, '#0B5394') + text(140, 82, 56, name, { fill: '#0B5394', weight: 700, anchor: 'start' }) + text(142, 124, 22, tagline, { fill: '#4A6A8A', anchor: 'start' })),
  };
}

export function brandLogo(title: string, colour: string): string {
  const size = Math.min(62, 340 / (title.length * 0.74));
  return svgDocument(400, 200, rect(0, 0, 400, 200, 0, '#FFFFFF', 'none', 0) + rect(40, 150, 320, 8, 4, colour, 'none', 0) + text(200, 118, size, title.toUpperCase(), { fill: colour, weight: 700 }));
}

/** A labelled tile: payment and delivery logos, footer cards, ANPC icons. */
export function labelTile(width: number, height: number, label: string, background: string, foreground: string, sub = ''): string {
  const size = Math.min(height * 0.34, (width - 28) / (label.length * 0.72));
  return svgDocument(
    width, height,
    rect(2, 2, width - 4, height - 4, Math.round(height * 0.12), background, shade(background, -0.2), 3) +
      text(width / 2, sub ? height * 0.5 : height * 0.5 + size * 0.36, size, label, { fill: foreground, weight: 700 }) +
      (sub ? text(width / 2, height * 0.8, size * 0.5, sub, { fill: foreground }) : ''),
  );
}

export function footerCard(title: string, subtitle: string, icon: 'showroom' | 'beratung' | 'lieferung' | 'garantie'): string {
  const icons = {
    showroom: rect(170, 60, 60, 50, 4, 'none', '#FFFFFF', 6) + path('M 160 70 L 200 40 L 240 70', 'none', '#FFFFFF', 6),
    beratung: circle(200, 70, 30, 'none', '#FFFFFF', 6) + path('M 185 105 L 180 125 L 200 105', '#FFFFFF', '#FFFFFF', 4),
    lieferung: rect(150, 55, 70, 45, 4, 'none', '#FFFFFF', 6) + path('M 220 70 L 245 70 L 255 85 L 255 100 L 220 100', 'none', '#FFFFFF', 6) + circle(170, 108, 9, '#0B5394', '#FFFFFF', 5) + circle(235, 108, 9, '#0B5394', '#FFFFFF', 5),
    garantie: path('M 200 40 L 240 55 L 235 100 Q 225 125 200 132 Q 175 125 165 100 L 160 55 Z', 'none', '#FFFFFF', 6) + path('M 183 85 L 197 100 L 220 72', 'none', '#FFFFFF', 6),
  };
  return svgDocument(400, 300, rect(0, 0, 400, 300, 16, '#0B5394', 'none', 0) + icons[icon] + text(200, 200, 34, title, { fill: '#FFFFFF', weight: 700 }) + text(200, 245, 20, subtitle, { fill: '#CFE3F1' }));
}

export function banner(width: number, height: number, theme: BannerTheme, title: string, subtitle: string, cta: string, illustration: string, illustrationDefs: string): string {
  const colours: Record<BannerTheme, [string, string]> = { bad: ['#0B5394', '#5DADE2'], heizung: ['#8E2C1D', '#E67E22'], armaturen: ['#1E2A36', '#7F8C8D'] };
  const [from, to] = colours[theme];
  const mobile = width < height * 2;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const scale = mobile ? 0.42 : 0.55;
  const artX = mobile ? width / 2 - 400 * scale : width - 800 * scale - 80;
  const artY = mobile ? height - 800 * scale - 10 : (height - 800 * scale) / 2;
  const titleSize = mobile ? 44 : 64;
  const x = mobile ? width / 2 : 90;
  const anchor = mobile ? 'middle' : 'start';
  return svgDocument(
    width, height,
    rect(0, 0, width, height, 0, 'url(#bg)', 'none', 0) +
      circle(mobile ? width * 0.85 : width * 0.72, height * 0.2, height * 0.5, '#FFFFFF', 'none', 0).replace('fill="#FFFFFF"', 'fill="#FFFFFF" fill-opacity="0.08"') +
      `<g transform="translate(${artX} ${artY}) scale(${scale})">${rect(60, 60, 680, 680, 340, '#FFFFFF', 'none', 0).replace('fill="#FFFFFF"', 'fill="#FFFFFF" fill-opacity="0.85"')}${illustration}</g>` +
      text(x, mobile ? 80 : height * 0.38, titleSize, title, { fill: '#FFFFFF', weight: 700, anchor }) +
      text(x, mobile ? 126 : height * 0.38 + 56, mobile ? 24 : 32, subtitle, { fill: '#FFFFFF', anchor }) +
      (mobile ? '' : rect(90, height * 0.38 + 100, 260, 64, 32, '#FFFFFF', 'none', 0) + text(220, height * 0.38 + 142, 26, cta, { fill: from, weight: 700 })),
    defs + illustrationDefs,
  );
}

export function cartoon404(): string {
  const body =
    rect(0, 0, 800, 800, 0, '#EAF4FB', 'none', 0) +
    rect(0, 0, 120, 800, 0, '#D5DAE0', 'none', 0) +
    rect(120, 250, 260, 70, 30, '#C8CDD2', '#333', 6) +
    path('M 380 260 L 520 260 Q 560 260 560 300 L 560 360 L 500 360 L 500 320 L 380 320 Z', '#C8CDD2', '#333', 6) +
    rect(210, 170, 80, 80, 14, '#D62828', '#333', 6) +
    circle(250, 285, 7, '#333', 'none', 0) + circle(300, 285, 7, '#333', 'none', 0) +
    path('M 255 310 Q 278 296 300 310', 'none', '#333', 5) +
    [0, 1, 2].map((i) => path(`M 530 ${400 + i * 80} q -22 36 0 54 q 22 -18 0 -54 z`, '#5DADE2', '#2E86C1', 3)).join('') +
    path('M 440 700 Q 530 660 620 700 Q 530 730 440 700 Z', '#5DADE2', '#2E86C1', 3) +
    text(600, 200, 150, '404', { fill: '#0B5394', weight: 700 }) +
    text(560, 620, 30, 'Tropf… tropf…', { fill: '#2E86C1', weight: 700 });
  return svgDocument(800, 800, body);
}

export function loadingSpinner(): string {
  return svgDocument(120, 120, circle(60, 60, 44, 'none', '#D5DAE0', 12) + path('M 60 16 A 44 44 0 0 1 104 60', 'none', '#0B5394', 12));
}

export function flag(iso: string): string {
  const stripes: Record<string, { colours: string[]; vertical?: boolean }> = {
    AT: { colours: ['#ED2939', '#FFFFFF', '#ED2939'] }, DE: { colours: ['#000000', '#DD0000', '#FFCE00'] },
    RO: { colours: ['#002B7F', '#FCD116', '#CE1126'], vertical: true }, HU: { colours: ['#CD2A3E', '#FFFFFF', '#436F4D'] },
    IT: { colours: ['#009246', '#FFFFFF', '#CE2B37'], vertical: true }, BG: { colours: ['#FFFFFF', '#00966E', '#D62612'] },
    SK: { colours: ['#FFFFFF', '#0B4EA2', '#EE1C25'] }, SI: { colours: ['#FFFFFF', '#0000FF', '#FF0000'] }, CZ: { colours: ['#FFFFFF', '#FFFFFF', '#D7141A', '#D7141A'] },
  };
  if (iso === 'CH') return svgDocument(60, 40, rect(0, 0, 60, 40, 0, '#DA291C', 'none', 0) + rect(26, 8, 8, 24, 0, '#FFFFFF', 'none', 0) + rect(18, 16, 24, 8, 0, '#FFFFFF', 'none', 0));
  const spec = stripes[iso] ?? { colours: ['#CCCCCC'] };
  const n = spec.colours.length;
  const body = spec.colours.map((c, i) => (spec.vertical ? rect((60 / n) * i, 0, 60 / n + 0.5, 40, 0, c, 'none', 0) : rect(0, (40 / n) * i, 60, 40 / n + 0.5, 0, c, 'none', 0))).join('');
  const czTriangle = iso === 'CZ' ? path('M 0 0 L 30 20 L 0 40 Z', '#11457E', 'none', 0) : '';
  return svgDocument(60, 40, body + czTriangle + rect(0.5, 0.5, 59, 39, 0, 'none', '#B0B0B0', 1));
}

/** The frame of a product image: light background, floor shadow, and the dimension drawing's extras. */
export function productFrame(drawing: string, defs: string, outline: boolean, caption: string): string {
  const background = rect(0, 0, 800, 800, 0, outline ? '#FFFFFF' : '#F4F6F8', 'none', 0);
  const shadow = outline ? '' : '<ellipse cx="400" cy="735" rx="260" ry="18" fill="#000000" fill-opacity="0.06"/>';
  const dims = outline
    ? line(90, 760, 710, 760, '#1F3A5F', 2) + line(90, 750, 90, 770, '#1F3A5F', 2) + line(710, 750, 710, 770, '#1F3A5F', 2) +
      line(40, 90, 40, 710, '#1F3A5F', 2) + line(30, 90, 50, 90, '#1F3A5F', 2) + line(30, 710, 50, 710, '#1F3A5F', 2) +
      text(400, 790, 18, caption, { fill: '#1F3A5F' })
    : '';
  return svgDocument(800, 800, background + shadow + drawing + dims, defs);
}
