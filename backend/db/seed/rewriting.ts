import type { Statement } from 'better-sqlite3';
import type { RewritingView } from '@/contract/rewriting';
import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import { UrlRegistry, theliaSlug } from './slug';

/** Writes `rewriting_url` rows, keeping URLs unique per locale (Thelia's -1, -2 suffixes). */
export class RewritingWriter {
  private readonly registry = new UrlRegistry();
  private readonly insert: Statement<[string, string, number, string, number | null]>;
  rows = 0;
  redirectedRows = 0;

  constructor(db: Db) {
    this.insert = db.prepare(
      'INSERT INTO rewriting_url (url, view, view_id, view_locale, redirected) VALUES (?, ?, ?, ?, ?)',
    );
  }

  private write(url: string, view: RewritingView, viewId: number, locale: TheliaLocale, redirected: number | null): number {
    this.rows += 1;
    if (redirected !== null) this.redirectedRows += 1;
    return Number(this.insert.run(url, view, viewId, locale, redirected).lastInsertRowid);
  }

  /** The generated URL of a title (made unique); returns the URL and its row id. */
  generated(title: string, view: RewritingView, viewId: number, locale: TheliaLocale): { url: string; id: number } {
    const url = this.registry.generate(locale, title);
    return { url, id: this.write(url, view, viewId, locale, null) };
  }

  /** A fixed URL (legal slugs such as 'agb.html' or 'Impressum'); fails if it is taken. */
  fixed(url: string, view: RewritingView, viewId: number, locale: TheliaLocale): { url: string; id: number } {
    this.registry.reserve(locale, url);
    return { url, id: this.write(url, view, viewId, locale, null) };
  }

  /** An old URL kept after a rename: generated from the old title, redirected to the current row. */
  redirect(oldTitle: string, view: RewritingView, viewId: number, locale: TheliaLocale, currentRowId: number): string {
    const url = this.registry.unique(locale, theliaSlug(oldTitle));
    this.write(url, view, viewId, locale, currentRowId);
    return url;
  }

  /** An old fixed URL (e.g. 'versand.html') redirected to the current row; skipped when taken. */
  redirectFixed(url: string, view: RewritingView, viewId: number, locale: TheliaLocale, currentRowId: number): void {
    if (this.registry.isTaken(locale, url)) return;
    this.registry.reserve(locale, url);
    this.write(url, view, viewId, locale, currentRowId);
  }
}
