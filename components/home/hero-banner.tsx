import Link from 'next/link';
import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { Banner } from '@/contract/locale-config';
import { toHref } from '@/lib/format/href';
import { BREAKPOINT_MOBILE_MENU } from '@/contract/constants';
import styles from './hero-banner.module.css';

/** The size the mobile banner images are drawn in (the locale config names no size for them). */
const MOBILE_BANNER = { width: 800, height: 600 } as const;

/**
 * The home page's first banner, the page's LCP element: loaded eagerly with high priority, with the mobile image
 * below the mobile breakpoint (art direction through <picture>). The <source> carries its own `sizes`, width and
 * height, so the browser picks the right file for the slot and reserves the mobile image's own ratio before it
 * arrives. The banner image carries its own headline; the title is its alt text.
 */
export function HeroBanner({ banner }: { banner: Banner }) {
  const common = { alt: banner.title, loading: 'eager', fetchPriority: 'high' } as const;
  const desktop = getImageProps({ ...common, src: banner.image, width: banner.width, height: banner.height, sizes: '(max-width: 1440px) 100vw, 1440px' });
  const mobile = banner.mobile_image
    ? getImageProps({ ...common, src: banner.mobile_image, ...MOBILE_BANNER, sizes: '100vw' })
    : null;
  // The page's LCP image, asked for from the top of the head (a <picture> gets no automatic preload): each file only
  // where its <source> applies, so a phone never fetches the wide one (ADR 0038).
  const below = `(max-width: ${BREAKPOINT_MOBILE_MENU - 1}px)`;
  for (const [image, media] of [
    [mobile, below],
    [desktop, mobile ? `(min-width: ${BREAKPOINT_MOBILE_MENU}px)` : undefined],
  ] as const) {
    if (image) preload(image.props.src, { as: 'image', imageSrcSet: image.props.srcSet, imageSizes: image.props.sizes, fetchPriority: 'high', media });
  }
  return (
    <Link href={toHref(banner.link)} className={styles.hero}>
      <picture>
        {mobile ? (
          <source
            media={below}
            srcSet={mobile.props.srcSet}
            sizes={mobile.props.sizes}
            width={MOBILE_BANNER.width}
            height={MOBILE_BANNER.height}
          />
        ) : null}
        <img {...desktop.props} alt={banner.title} className={styles.image} />
      </picture>
    </Link>
  );
}
