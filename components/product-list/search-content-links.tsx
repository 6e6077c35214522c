import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { toHref } from '@/lib/format/href';
import type { SearchContentLink } from '@/lib/search/search-result';
import { contentLinkGroups } from '@/lib/search/search-content-groups';
import { SEARCH_MAX_CONTENT_LINKS } from '@/contract/constants';
import styles from './search-results.module.css';

/**
 * The content pages the term matches (up to SEARCH_MAX_CONTENT_LINKS): top-level pages as a plain list, the others
 * under their parent folder in a collapsible group (details/summary, open at first; works without JavaScript).
 */
export async function SearchContentLinks({ links, locale }: { links: readonly SearchContentLink[]; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const { topLevel, groups } = contentLinkGroups(links.slice(0, SEARCH_MAX_CONTENT_LINKS));
  return (
    <section className={styles.contents} aria-labelledby="search-content-links">
      <h2 id="search-content-links" className={styles.contentsTitle}>
        {t('contentLinks')}
      </h2>
      {topLevel.length > 0 ? (
        <ul className={styles.contentList}>
          {topLevel.map((link) => (
            <li key={link.url}>
              <Link href={toHref(link.url)}>{link.title}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {groups.map((group) => (
        <details key={group.parent} className={styles.contentGroup} open>
          <summary>
            {group.parent} <span className={styles.count}>({group.links.length})</span>
          </summary>
          <ul className={styles.contentList}>
            {group.links.map((link) => (
              <li key={link.url}>
                <Link href={toHref(link.url)}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
