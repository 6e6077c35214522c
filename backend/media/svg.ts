/** Small helpers to write SVG documents as strings for sharp (librsvg). */

export type Palette = {
  /** Main surface (finish colour) and its gradient id, or a flat colour for drawings. */
  fill: string;
  /** A lighter shade of the finish for highlights. */
  light: string;
  /** Outline colour. */
  stroke: string;
  /** Ceramic / enamel white. */
  ceramic: string;
  /** Glass and water. */
  glass: string;
  /** True for the dimension drawing (outline only). */
  outline: boolean;
};

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  const mixed = channels.map((c) => (amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${mixed.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** A metallic left-to-right gradient of the finish, referenced as url(#metal). */
export function metalGradient(hex: string): string {
  return `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0.2">
    <stop offset="0" stop-color="${shade(hex, -0.35)}"/><stop offset="0.35" stop-color="${shade(hex, 0.45)}"/>
    <stop offset="0.6" stop-color="${hex}"/><stop offset="1" stop-color="${shade(hex, -0.25)}"/></linearGradient>`;
}

export function text(x: number, y: number, size: number, value: string, options: { fill?: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; family?: string } = {}): string {
  return `<text x="${x}" y="${y}" font-family="${options.family ?? 'DejaVu Sans, sans-serif'}" font-size="${size}" font-weight="${options.weight ?? 400}" fill="${options.fill ?? '#1A1A1A'}" text-anchor="${options.anchor ?? 'middle'}">${escapeXml(value)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, stroke: string, strokeWidth = 5, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, stroke: string, strokeWidth = 5): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, stroke: string, strokeWidth = 5): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`;
}

export function path(d: string, fill: string, stroke: string, strokeWidth = 5, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round" stroke-linecap="round" ${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, strokeWidth = 5, extra = ''): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round" ${extra}/>`;
}

/** Falling water drops below a point (a hint of water for taps and showers). */
export function drops(x: number, y: number, palette: Palette, count = 3): string {
  if (palette.outline) return '';
  return Array.from({ length: count }, (_, i) =>
    path(`M ${x} ${y + i * 46} q -12 20 0 30 q 12 -10 0 -30 z`, palette.glass, shade(palette.glass, -0.3), 2),
  ).join('');
}
