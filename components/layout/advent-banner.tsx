import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LayoutData } from '@/lib/layout/layout-data';
import { ADVENT_BANNER_IMAGE } from '@/contract/constants';
import { adventImageProps } from '@/lib/layout/advent-banner-image';
import { BP, MEDIA_ADVENT_BANNER_HIDDEN } from '@/lib/format/breakpoints';
import { HideOnRoute } from './hide-on-route';
import { ADVENT_CALENDAR_PATH } from './nav-menu';
import styles from './header.module.css';

/**
 * A transparent 1 × 1 GIF: what the banner's <picture> shows from 1200 px on, where the banner is hidden, so wide
 * screens download no banner image while narrow ones load it eagerly.
 */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * Advent-calendar banner below 1200 px (advent_image_mobile), when displayAdvent and not on the advent page (spec
 * section 2). Rendered in the server HTML and shown or hidden by a CSS media query (never after hydration); its box
 * is reserved at the slot's fixed 4:1 ratio (ADVENT_BANNER_IMAGE) before the image arrives. On a phone it is often
 * the page's largest element (LCP), so it loads eagerly with high priority, never lazily.
 */
export async function AdventBanner({ data }: { data: LayoutData }) {
  const image = data.config.advent_image_mobile;
  if (!data.config.displayAdvent || !image) return null;
  const t = await getTranslations({ locale: data.shop.locale, namespace: 'Menu' });
  const props = adventImageProps(image, t('adventBannerAlt'));
  return (
    <HideOnRoute route={ADVENT_CALENDAR_PATH}>
      <div className={`${styles.adventBanner} ${BP.adventBanner}`} data-testid="advent-banner">
        <Link href={ADVENT_CALENDAR_PATH}>
          <picture>
            {/* A width descriptor and `sizes`, as HTML asks of every source of a picture whose img uses width descriptors. */}
            <source media={MEDIA_ADVENT_BANNER_HIDDEN} srcSet={`${NOTHING} 1w`} sizes="1px" width={1} height={1} />
            {/* getImageProps output of next/image (art direction, see the next/image docs). */}
            <img
              {...props}
              alt={props.alt}
              className={styles.adventImage}
              style={{ ...props.style, aspectRatio: `${ADVENT_BANNER_IMAGE.width} / ${ADVENT_BANNER_IMAGE.height}` }}
            />
          </picture>
        </Link>
      </div>
    </HideOnRoute>
  );
}
