import { APP_ICONS } from './icon-set';
import { SHOP_BACKGROUND_COLOUR, SHOP_THEME_COLOUR } from './shop-icon';

export type ManifestInput = { name: string; shortName: string; description: string; lang: string };

/**
 * The web app manifest of a shop: its own name, language, colours and icons; start URL and scope the shop's home on
 * the host it was asked on (relative URLs resolve against the manifest's own URL).
 */
export function webManifest({ name, shortName, description, lang }: ManifestInput) {
  return {
    name,
    short_name: shortName,
    description,
    lang,
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: SHOP_THEME_COLOUR,
    background_color: SHOP_BACKGROUND_COLOUR,
    icons: APP_ICONS.map((icon) => ({ src: `/icons/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}
