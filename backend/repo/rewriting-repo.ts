import type { TheliaLocale } from '@/contract/common';
import type { RewritingView } from '@/contract/rewriting';
import { rewritingViewSchema } from '@/contract/rewriting';
import type { Db } from '@/backend/db/open';
import { jsonIds } from './memo';
import type { PerLocale } from '@/contract/product-card';

export type RewritingRow = { id: number; url: string; view: RewritingView; viewId: number; locale: TheliaLocale; redirected: number | null };

/** URL rewriting (Thelia `rewriting_url`): lookups by URL, current URLs of objects per locale. */
export function createRewritingRepo(db: Db) {
  const byUrl = db.prepare(
    'SELECT id, url, view, view_id AS viewId, view_locale AS locale, redirected FROM rewriting_url WHERE url = ? AND view_locale = ?',
  );
  const current = db.prepare(
    'SELECT url FROM rewriting_url WHERE view = ? AND view_id = ? AND view_locale = ? AND redirected IS NULL ORDER BY id LIMIT 1',
  );
  const many = db.prepare(
    `SELECT view_id AS viewId, view_locale AS locale, url FROM rewriting_url
     WHERE view = ? AND view_id IN (SELECT value FROM json_each(?)) AND redirected IS NULL ORDER BY id`,
  );

  const urlsOf = (view: RewritingView, ids: readonly number[]): Map<number, PerLocale> => {
    const out = new Map<number, PerLocale>();
    if (ids.length === 0) return out;
    for (const row of many.all(view, jsonIds(ids)) as { viewId: number; locale: TheliaLocale; url: string }[]) {
      const urls = out.get(row.viewId) ?? {};
      if (urls[row.locale] === undefined) urls[row.locale] = row.url;
      out.set(row.viewId, urls);
    }
    return out;
  };

  return {
    lookup(url: string, locale: TheliaLocale): RewritingRow | null {
      const row = byUrl.get(url, locale) as (Omit<RewritingRow, 'view'> & { view: string }) | undefined;
      if (!row) return null;
      const view = rewritingViewSchema.safeParse(row.view);
      return view.success ? { ...row, view: view.data } : null;
    },
    currentUrl(view: RewritingView, viewId: number, locale: TheliaLocale): string | null {
      return (current.get(view, viewId, locale) as { url: string } | undefined)?.url ?? null;
    },
    urlsOf,
    /** The URL in one locale, or '' when the object has none there. */
    urlIn(view: RewritingView, viewId: number, locale: TheliaLocale): string {
      return (current.get(view, viewId, locale) as { url: string } | undefined)?.url ?? '';
    },
  };
}

export type RewritingRepo = ReturnType<typeof createRewritingRepo>;
