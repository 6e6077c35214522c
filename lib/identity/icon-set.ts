/**
 * The shop's icon files, each served for the shop of the request's host (app/favicon.ico, app/icon.svg,
 * app/apple-touch-icon.png, app/icons/[file]) and named in the page head and the web app manifest.
 */
export const FAVICON_PATH = '/favicon.ico';
export const ICON_SVG_PATH = '/icon.svg';
export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const;
export const MANIFEST_PATH = '/manifest.webmanifest';
/** Sizes inside /favicon.ico. */
export const FAVICON_SIZES = [16, 32, 48] as const;

export type AppIcon = { file: string; size: number; purpose: 'any' | 'maskable' };

/** The app icons of the manifest, served as /icons/{file}. */
export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
];

/** How long browsers and caches keep an icon or the manifest (one day: a renamed shop shows within a day). */
export const IDENTITY_CACHE_SECONDS = 86_400;
