/**
 * The shop's icon (favicon, touch icon, app icons): a light water drop and the shop's initials on the shop's blue, the
 * mark of the shop's mobile logo. Pure SVG text; lib/identity/icon-files.ts turns it into PNG and ICO files.
 */

/** The shop's colours as the browser shows them: theme colour (address bar, app splash) and app background. */
export const SHOP_THEME_COLOUR = '#0b4f8a';
export const SHOP_BACKGROUND_COLOUR = '#ffffff';
const DROP_COLOUR = '#7fc4fd';
const INITIALS_COLOUR = '#ffffff';

/** Up to two initials of the store name ('Sanitär Haus' → 'SH', 'Casa Sanitară' → 'CS'), upper case. */
export function shopInitials(storeName: string): string {
  return storeName
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase();
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The icon at `size` px. `maskable`: a full square whose drawing stays inside the inner 80 % (the safe zone of
 * maskable app icons, which launchers cut to their own shape); otherwise a rounded square.
 */
export function shopIconSvg(initials: string, size: number, maskable = false): string {
  const scale = maskable ? 0.8 : 1;
  const offset = Math.round(((64 - 64 * scale) / 2) * 100) / 100;
  const drawing =
    `<g transform="translate(${offset} ${offset}) scale(${scale})">` +
    `<path d="M 32 7 Q 46 22 42 31 A 11 11 0 1 1 22 31 Q 18 22 32 7 Z" fill="${DROP_COLOUR}"/>` +
    `<text x="32" y="58" font-family="DejaVu Sans, Arial, sans-serif" font-size="17" font-weight="700" fill="${INITIALS_COLOUR}" text-anchor="middle">${escapeXml(initials)}</text>` +
    '</g>';
  const background = maskable ? `<rect width="64" height="64" fill="${SHOP_THEME_COLOUR}"/>` : `<rect width="64" height="64" rx="12" fill="${SHOP_THEME_COLOUR}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${background}${drawing}</svg>`;
}
