import type { z } from 'zod';
import type { documentSchema } from '@/contract/product';
import { toHref } from '@/lib/format/href';
import styles from './sections.module.css';

type Document = z.infer<typeof documentSchema>;

/** Downloadable documents (data sheet, assembly instructions, energy label). */
export function ProductDocuments({ title, typeLabel, documents }: { title: string; typeLabel: string; documents: Document[] }) {
  if (documents.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-documents">
      <h2 id="product-documents">{title}</h2>
      <ul className={styles.documents}>
        {documents.map((document) => (
          <li key={document.url}>
            <a href={toHref(document.url)} download>
              {document.title} <span className={styles.muted}>({typeLabel})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
