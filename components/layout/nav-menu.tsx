import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LayoutData } from '@/lib/layout/layout-data';
import { BP } from '@/lib/format/breakpoints';
import { megaMenuSections } from '@/lib/layout/mega-menu';
import { GiftIcon } from './icons';
import { HideOnRoute } from './hide-on-route';
import { MegaMenu } from './mega-menu';
import styles from './header.module.css';

export const ADVENT_CALENDAR_PATH = '/advent-calendar';

/**
 * Nav row (992 px and wider): the 'All categories' mega menu, the top-level categories with products, and the
 * advent link (only when displayAdvent, wider than 1199 px and not on the advent page).
 */
export async function NavMenu({ data }: { data: LayoutData }) {
  const t = await getTranslations({ locale: data.shop.locale, namespace: 'Menu' });
  const sections = megaMenuSections(data.menu);
  return (
    <div className={`${styles.navRow} ${BP.desktopOnly}`}>
      <nav className={`container ${styles.navInner}`} aria-label={t('mainNavLabel')}>
        {sections.length > 0 ? <MegaMenu /> : null}
        <ul className={styles.navList}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link className={styles.navLink} href={section.href}>
                {section.title}
              </Link>
            </li>
          ))}
        </ul>
        {data.config.displayAdvent ? (
          <HideOnRoute route={ADVENT_CALENDAR_PATH}>
            <Link className={`${styles.adventLink} ${BP.adventLink}`} href={ADVENT_CALENDAR_PATH}>
              <GiftIcon size={20} />
              {t('adventCalendar')}
            </Link>
          </HideOnRoute>
        ) : null}
      </nav>
    </div>
  );
}
