import 'server-only';
import sharp from 'sharp';
import { icoFromPngs } from './ico';
import { FAVICON_SIZES } from './icon-set';
import { shopIconSvg } from './shop-icon';

/** Rendered files by initials, size and kind: drawn once per server process. */
const rendered = new Map<string, Promise<Uint8Array>>();

function once(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
  let file = rendered.get(key);
  if (!file) {
    file = render();
    rendered.set(key, file);
    // A failed render is tried again on the next request.
    file.catch(() => rendered.delete(key));
  }
  return file;
}

/** The shop icon as a PNG of `size` px (maskable: the full-square variant for launchers). */
export function iconPng(initials: string, size: number, maskable = false): Promise<Uint8Array> {
  return once(`${initials}:${size}:${maskable ? 'maskable' : 'any'}`, async () =>
    new Uint8Array(await sharp(Buffer.from(shopIconSvg(initials, size, maskable))).png().toBuffer()),
  );
}

/** /favicon.ico: the icon at 16, 32 and 48 px. */
export function faviconIco(initials: string): Promise<Uint8Array> {
  return once(`${initials}:ico`, async () =>
    icoFromPngs(await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await iconPng(initials, size) })))),
  );
}
