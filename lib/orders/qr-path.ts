/**
 * The EPC payment QR code (S7-27) as SVG path data, from the backend's `modules` rows ('1' dark, '0' light): one
 * rectangle per run of dark modules in a row, inside a quiet zone of 4 modules (ISO/IEC 18004). Drawn as an inline
 * SVG element by React (no HTML string), so nothing of the answer is ever parsed as markup.
 */
export const QR_QUIET_ZONE = 4;

export type QrDrawing = { size: number; path: string };

/** null when the rows are not a square of '0'/'1' (an answer the page cannot draw). */
export function qrDrawing(modules: readonly string[]): QrDrawing | null {
  const count = modules.length;
  if (count === 0 || modules.some((row) => row.length !== count || !/^[01]+$/.test(row))) return null;
  const parts: string[] = [];
  modules.forEach((row, y) => {
    for (const match of row.matchAll(/1+/g)) {
      const x = match.index + QR_QUIET_ZONE;
      const run = match[0].length;
      parts.push(`M${x} ${y + QR_QUIET_ZONE}h${run}v1h-${run}z`);
    }
  });
  return { size: count + 2 * QR_QUIET_ZONE, path: parts.join('') };
}
