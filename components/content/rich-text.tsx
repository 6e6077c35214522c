import { sanitizeHtml } from '@/lib/content/sanitize-html';
import styles from './rich-text.module.css';

/** Back-office HTML (content descriptions), sanitized to the allow-list before it reaches the page. */
export function RichText({ html }: { html: string }) {
  const clean = sanitizeHtml(html);
  if (clean.trim() === '') return null;
  return <div className={`rich-text ${styles.richText}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
