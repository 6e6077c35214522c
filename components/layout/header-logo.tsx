import Link from 'next/link';
import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { LayoutData } from '@/lib/layout/layout-data';
import { BP, MEDIA_BELOW_MENU } from '@/lib/format/breakpoints';
import { LOGO_MOBILE_SLOT as LOGO_MOBILE, LOGO_SLOT as LOGO, logoSlotStyle } from '@/lib/layout/header-logo-slot';
import styles from './header.module.css';

/**
 * The shop logo linking to / (S2-101): `logo` on wide screens, `logo_mobile` below 992 px (art direction with
 * <picture>). It is the header's largest image, so it loads eagerly with high fetch priority. Its box is the slot of
 * lib/layout/header-logo-slot.ts (a CSS aspect ratio per breakpoint), fixed before the file arrives. Fixed sizes, so
 * the srcset names 1x and 2x only.
 */
export async function HeaderLogo({ data }: { data: LayoutData }) {
  const t = await getTranslations({ locale: data.shop.locale, namespace: 'Header' });
  const name = data.config.store_name || data.store.name;
  const alt = t('logoAlt', { storeName: name });
  const { logo, logo_mobile: logoMobile } = data.config;

  if (!logo) {
    return (
      <Link href="/" className={styles.logoText}>
        {name}
      </Link>
    );
  }

  const common = { alt, fetchPriority: 'high' as const, loading: 'eager' as const };
  const desktop = getImageProps({ ...common, src: logo, ...LOGO }).props;
  const mobile = logoMobile
    ? getImageProps({ ...common, src: logoMobile, ...LOGO_MOBILE }).props
    : null;

  return (
    <Link href="/" className={styles.logo}>
      <picture>
        {mobile ? (
          <source
            media={MEDIA_BELOW_MENU}
            srcSet={mobile.srcSet ?? mobile.src}
            width={LOGO_MOBILE.width}
            height={LOGO_MOBILE.height}
          />
        ) : null}
        {/* getImageProps output of next/image (art direction, see the next/image docs). */}
        <img
          {...desktop}
          alt={alt}
          className={`${styles.logoImage} ${BP.mobileRatio}`}
          style={{ ...desktop.style, ...logoSlotStyle(mobile !== null) }}
        />
      </picture>
    </Link>
  );
}
