'use client';

import { useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format/count';
import { dropdownContent, type LiveSearchState } from '@/lib/search/live-search-state';

/**
 * The polite live region of the search box: what the dropdown shows, for screen readers (too short, searching,
 * the number of results with a hint to the arrow keys, nothing found, error). Empty while the dropdown is closed.
 */
export function LiveSearchStatus({ state, locale }: { state: LiveSearchState; locale: string }) {
  const t = useTranslations('Search');
  const content = dropdownContent(state);
  let text = '';
  if (content === 'too-short') text = t('tooShort');
  else if (content === 'loading') text = t('loading');
  else if (content === 'empty') text = t('empty');
  else if (content === 'error') text = t('error');
  else if (content === 'results' && state.status === 'results') text = t('available', { count: state.total, formatted: formatCount(state.total, locale) });
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="search-status">
      {text}
    </p>
  );
}
