import type { TheliaLocale } from '@/contract/common';
import type { Content, ContentFolder } from '@/contract/content';
import type { Db } from '@/backend/db/open';
import type { RewritingRepo } from './rewriting-repo';

type ContentRow = {
  id: number; title: string; chapo: string; description: string; postscriptum: string; metaTitle: string; metaDescription: string; folderId: number | null;
};

/** Content pages and folders; a content exists in a locale only when it has a text there. */
export function createContentRepo(db: Db, rewriting: RewritingRepo) {
  const one = db.prepare(
    `SELECT c.id, i.title, i.chapo, i.description, i.postscriptum, i.meta_title AS metaTitle, i.meta_description AS metaDescription,
       (SELECT folder_id FROM content_folder WHERE content_id = c.id ORDER BY default_folder DESC LIMIT 1) AS folderId
     FROM content c JOIN content_i18n i ON i.id = c.id AND i.locale = ? WHERE c.id = ? AND c.visible = 1`,
  );
  const images = db.prepare('SELECT file, width, height FROM content_image WHERE content_id = ? ORDER BY position');
  const folder = db.prepare(
    `SELECT f.id, f.parent, i.title FROM folder f JOIN folder_i18n i ON i.id = f.id AND i.locale = ? WHERE f.id = ? AND f.visible = 1`,
  );
  const folderContents = db.prepare(
    `SELECT c.id, i.title FROM content c JOIN content_folder cf ON cf.content_id = c.id
     JOIN content_i18n i ON i.id = c.id AND i.locale = ? WHERE cf.folder_id = ? AND c.visible = 1 ORDER BY c.position, c.id`,
  );

  return {
    one(id: number, locale: TheliaLocale): Content | null {
      const row = one.get(locale, id) as ContentRow | undefined;
      if (!row) return null;
      const urls = rewriting.urlsOf('content', [id]).get(id) ?? {};
      return {
        id: row.id, title: row.title, chapo: row.chapo, description: row.description, postscriptum: row.postscriptum,
        meta_title: row.metaTitle, meta_description: row.metaDescription, url: urls[locale] ?? '', urls, folder_id: row.folderId ?? 0,
        images: (images.all(id) as { file: string; width: number; height: number }[]).map((img) => ({ url: img.file, alt: row.title, width: img.width, height: img.height })),
      };
    },
    folder(id: number, locale: TheliaLocale): ContentFolder | null {
      const row = folder.get(locale, id) as { id: number; parent: number; title: string } | undefined;
      if (!row) return null;
      const contents = folderContents.all(locale, id) as { id: number; title: string }[];
      const urls = rewriting.urlsOf('content', contents.map((c) => c.id));
      return { id: row.id, parent: row.parent, title: row.title, contents: contents.map((c) => ({ id: c.id, title: c.title, url: urls.get(c.id)?.[locale] ?? '' })) };
    },
  };
}
