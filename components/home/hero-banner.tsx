import Link from 'next/link';
import { getImageProps } from 'next/image';
import type { Banner } from '@/lib/contract/locale-config';
import { toHref } from '@/lib/format/href';
import { BREAKPOINT_MOBILE_MENU } from '@/lib/shop/constants';
import styles from './hero-banner.module.css';

/**
 * The home page's first banner, the page's LCP element: preloaded, with the mobile image below the mobile breakpoint
 * (art direction through <picture>). The banner image carries its own headline; the title is its alt text.
 */
export function HeroBanner({ banner }: { banner: Banner }) {
  const common = { alt: banner.title, priority: true } as const;
  const desktop = getImageProps({ ...common, src: banner.image, width: banner.width, height: banner.height, sizes: '(max-width: 1440px) 100vw, 1440px' });
  const mobile = banner.mobile_image
    ? getImageProps({ ...common, src: banner.mobile_image, width: 800, height: 600, sizes: '100vw' })
    : null;
  return (
    <Link href={toHref(banner.link)} className={styles.hero}>
      <picture>
        {mobile ? <source media={`(max-width: ${BREAKPOINT_MOBILE_MENU - 1}px)`} srcSet={mobile.props.srcSet} sizes={mobile.props.sizes} /> : null}
        <img {...desktop.props} alt={banner.title} className={styles.image} />
      </picture>
    </Link>
  );
}
