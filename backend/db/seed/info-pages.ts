import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import { footerImagePath } from '@/backend/media/catalog';
import { INFO_FOLDERS, INFO_PAGE_TEXTS, SHOWROOMS, TEAM, adventDoors, type InfoPageKey } from './info-page-texts';
import { LOCALES, languageOf } from './locales';
import type { RewritingWriter } from './rewriting';

/** Size of the generated footer card used as the showroom picture (backend/media/draw-misc.ts footerCard). */
const SHOWROOM_IMAGE = { width: 400, height: 300 };

const SHOP_OF: Record<TheliaLocale, 'at' | 'de' | 'ro'> = { de_AT: 'at', de_DE: 'de', ro_RO: 'ro' };

/**
 * The info pages the storefront's own routes read (spec section 2, 'Other page names'): each is found through a
 * fixed rewriting URL that is the same in every locale ('advent-calendar', 'configurators', 'feedback' contents;
 * 'team', 'showrooms' folders). Team members and showrooms carry their structured fields as postscriptum JSON.
 * Ids continue after the ones of seedContents.
 */
export function seedInfoPages(db: Db, rewriting: RewritingWriter, first: { contentId: number; folderId: number; serviceFolderId: number }): { contents: number } {
  const folder = db.prepare('INSERT INTO folder (id, parent, visible, position) VALUES (?, 0, 1, ?)');
  const folderI18n = db.prepare('INSERT INTO folder_i18n (id, locale, title) VALUES (?, ?, ?)');
  const content = db.prepare('INSERT INTO content (id, visible, position) VALUES (?, 1, ?)');
  const contentI18n = db.prepare(
    'INSERT INTO content_i18n (id, locale, title, chapo, description, postscriptum, meta_title, meta_description) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const contentFolder = db.prepare('INSERT INTO content_folder (content_id, folder_id, default_folder) VALUES (?, ?, 1)');
  const image = db.prepare('INSERT INTO content_image (content_id, file, width, height, position) VALUES (?, ?, ?, ?, 1)');

  let contentId = first.contentId;
  const storeOf = (locale: TheliaLocale) => (languageOf(locale) === 'de' ? 'Sanitär Haus' : 'Casa Sanitară');
  const addContent = (folderId: number, texts: (locale: TheliaLocale) => { title: string; chapo: string; description: string; postscriptum: string } | null): number => {
    const id = contentId++;
    content.run(id, id);
    contentFolder.run(id, folderId);
    for (const locale of LOCALES) {
      const text = texts(locale);
      if (!text) continue;
      contentI18n.run(id, locale, text.title, text.chapo, text.description, text.postscriptum, `${text.title} | ${storeOf(locale)}`, text.chapo);
    }
    return id;
  };

  const folderIds = { service: first.serviceFolderId, team: first.folderId, showrooms: first.folderId + 1 };
  for (const key of ['team', 'showrooms'] as const) {
    folder.run(folderIds[key], folderIds[key]);
    for (const locale of LOCALES) folderI18n.run(folderIds[key], locale, INFO_FOLDERS[key][locale]);
    for (const locale of LOCALES) rewriting.fixed(key, 'folder', folderIds[key], locale);
  }

  const slugs: Record<InfoPageKey, string> = { advent: 'advent-calendar', configurators: 'configurators', feedback: 'feedback' };
  for (const key of ['advent', 'configurators', 'feedback'] as const) {
    const id = addContent(folderIds.service, (locale) => {
      const text = INFO_PAGE_TEXTS[languageOf(locale)][key];
      const postscriptum = key === 'advent' ? JSON.stringify({ doors: adventDoors(languageOf(locale)) }) : '';
      return { ...text, postscriptum };
    });
    for (const locale of LOCALES) rewriting.fixed(slugs[key], 'content', id, locale);
  }

  for (const member of TEAM) {
    const id = addContent(folderIds.team, (locale) => {
      const language = languageOf(locale);
      return {
        title: member.name,
        chapo: member.role[language],
        description: `<p>${member.bio[language]}</p>`,
        postscriptum: JSON.stringify({ role: member.role[language], email: member.email }),
      };
    });
    for (const locale of LOCALES) rewriting.generated(member.name, 'content', id, locale);
  }

  for (const showroom of SHOWROOMS) {
    const id = addContent(folderIds.showrooms, (locale) => {
      if (!showroom.shops.includes(SHOP_OF[locale])) return null;
      const language = languageOf(locale);
      return { title: showroom.title[language], chapo: showroom.intro[language], description: `<p>${showroom.intro[language]}</p>`, postscriptum: JSON.stringify(showroom.details) };
    });
    image.run(id, footerImagePath('showroom', showroom.shops.includes('ro') ? 'ro' : 'de'), SHOWROOM_IMAGE.width, SHOWROOM_IMAGE.height);
    for (const locale of LOCALES) {
      if (showroom.shops.includes(SHOP_OF[locale])) rewriting.generated(showroom.title[languageOf(locale)], 'content', id, locale);
    }
  }
  return { contents: contentId - first.contentId };
}
