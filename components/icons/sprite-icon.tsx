import type { SVGProps } from 'react';
import sprite from './icon-sprite.svg';

/** The names of the symbols in icon-sprite.svg. */
export type IconName =
  | 'search'
  | 'phone'
  | 'user'
  | 'cart'
  | 'menu'
  | 'close'
  | 'chevron-down'
  | 'chevron-right'
  | 'arrow-up'
  | 'alert'
  | 'info'
  | 'truck'
  | 'mail'
  | 'clock'
  | 'gift'
  | 'heart'
  | 'heart-filled'
  | 'compare'
  | 'facebook'
  | 'instagram'
  | 'youtube'
  | 'tiktok';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> & { size?: number };

/**
 * The sprite is one static file with a content hash in its name (cached for good by the browser); each icon is a
 * `<use>` of one of its symbols, so a page carries about 100 bytes per icon instead of the whole drawing, in the HTML
 * and again in the RSC payload.
 */
const SPRITE_URL: string = (sprite as { src: string }).src;

/** A decorative icon: aria-hidden, the control that holds it carries the accessible name. No hooks. */
export function SpriteIcon({ name, size = 24, ...props }: IconProps & { name: IconName }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...props}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
