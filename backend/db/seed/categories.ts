import type { Db } from '@/backend/db/open';
import { defaultFinish, productImagePath } from '@/backend/media/catalog';
import type { CategoryNode } from './categories-data';
import { CATEGORY_TREE } from './categories-data';
import { LOCALES, languageOf } from './locales';
import { FAMILIES } from './products';
import type { RewritingWriter } from './rewriting';

export type SeededCategory = { id: number; key: string; parent: number; node: CategoryNode; depth: number };

/** Old category names whose URLs are kept as redirects (renamed categories). */
const OLD_NAMES: Record<string, { de: string; ro: string }> = {
  'dusch-brausesysteme': { de: 'Duschen', ro: 'Dușuri' },
  waschtische: { de: 'Waschbecken', ro: 'Chiuvete baie' },
  heizkoerper: { de: 'Heizkörper & Radiatoren', ro: 'Calorifere și radiatoare' },
  wcs: { de: 'Toiletten', ro: 'Toalete' },
  'rohre-fittings': { de: 'Rohrsysteme', ro: 'Sisteme de țevi' },
};

function texts(node: CategoryNode, language: 'de' | 'ro') {
  const title = node[language];
  if (language === 'de') {
    return {
      title,
      chapo: `${title} namhafter Hersteller – sofort lieferbar oder schnell bestellt.`,
      description: `<p>In der Kategorie <strong>${title}</strong> finden Sie eine große Auswahl an Markenprodukten für Bad und Heizung. Alle Preise inklusive Mehrwertsteuer.</p><p>Unsere Fachberaterinnen und Fachberater helfen Ihnen gerne bei der Auswahl – telefonisch oder persönlich vor Ort.</p>`,
      metaTitle: `${title} online kaufen`,
      metaDescription: `${title} günstig online kaufen: Markenqualität, schnelle Lieferung und persönliche Beratung.`,
    };
  }
  return {
    title,
    chapo: `${title} de la producători de renume – în stoc sau la comandă.`,
    description: `<p>În categoria <strong>${title}</strong> găsiți o gamă largă de produse de marcă pentru baie și încălzire. Toate prețurile includ TVA.</p><p>Consultanții noștri vă ajută cu plăcere la alegere – telefonic sau în showroomurile noastre.</p>`,
    metaTitle: `${title} – cumpărați online`,
    metaDescription: `${title} la prețuri avantajoase: calitate de marcă, livrare rapidă și consultanță personalizată.`,
  };
}

export function seedCategories(db: Db, rewriting: RewritingWriter): SeededCategory[] {
  const insert = db.prepare('INSERT INTO category (id, parent, visible, position, image, icon) VALUES (?, ?, 1, ?, ?, ?)');
  const insertI18n = db.prepare(
    'INSERT INTO category_i18n (id, locale, title, chapo, description, meta_title, meta_description) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const seeded: SeededCategory[] = [];
  let nextId = 1;

  const walk = (nodes: CategoryNode[], parent: number, depth: number) => {
    nodes.forEach((node, index) => {
      const id = nextId;
      nextId += 1;
      // A leaf shows its family's drawing (a double basin, not the basin of its kind).
      const family = FAMILIES.find((f) => f.leaf === node.key);
      const image = family ? productImagePath(family.drawing ?? family.kind, defaultFinish(family.kind)) : productImagePath(node.kind, defaultFinish(node.kind));
      insert.run(id, parent, index + 1, image, node.icon ?? null);
      for (const locale of LOCALES) {
        const t = texts(node, languageOf(locale));
        insertI18n.run(id, locale, t.title, t.chapo, t.description, t.metaTitle, t.metaDescription);
      }
      seeded.push({ id, key: node.key, parent, node, depth });
      if (node.children) walk(node.children, id, depth + 1);
    });
  };
  walk(CATEGORY_TREE, 0, 1);

  // Rewriting URLs: all categories per locale first, then the redirects of renamed ones.
  for (const locale of LOCALES) {
    const language = languageOf(locale);
    const rowIds = new Map<number, number>();
    for (const category of seeded) {
      rowIds.set(category.id, rewriting.generated(category.node[language], 'category', category.id, locale).id);
    }
    for (const category of seeded) {
      const old = OLD_NAMES[category.key];
      const rowId = rowIds.get(category.id);
      if (old && rowId !== undefined) rewriting.redirect(old[language], 'category', category.id, locale, rowId);
    }
  }
  return seeded;
}
