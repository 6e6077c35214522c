import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LayoutData } from '@/lib/layout/layout-data';
import { BP } from '@/lib/format/breakpoints';
import { HideOnRoute } from './hide-on-route';
import { ADVENT_CALENDAR_PATH } from './nav-menu';
import styles from './header.module.css';

/** Advent-calendar banner below 1200 px (advent_image_mobile), when displayAdvent and not on the advent page. */
export async function AdventBanner({ data }: { data: LayoutData }) {
  const image = data.config.advent_image_mobile;
  if (!data.config.displayAdvent || !image) return null;
  const t = await getTranslations({ locale: data.shop.locale, namespace: 'Menu' });
  return (
    <HideOnRoute route={ADVENT_CALENDAR_PATH}>
      <div className={`${styles.adventBanner} ${BP.adventBanner}`}>
        <Link href={ADVENT_CALENDAR_PATH}>
          <Image
            src={image}
            alt={t('adventBannerAlt')}
            width={1200}
            height={300}
            sizes="100vw"
            className={styles.adventImage}
          />
        </Link>
      </div>
    </HideOnRoute>
  );
}
