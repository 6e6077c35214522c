import { RichText } from '@/components/content/rich-text';
import { sanitizeHtml } from '@/lib/content/sanitize-html';

/**
 * The product description of the back office (HTML), through the same allow-list sanitizer as content pages: no
 * scripts, event handlers or `javascript:` links reach the page. A description that is empty once cleaned shows no
 * section at all.
 */
export function ProductDescription({ title, html, className }: { title: string; html: string; className?: string }) {
  if (sanitizeHtml(html).trim() === '') return null;
  return (
    <section className={className} aria-labelledby="product-description">
      <h2 id="product-description">{title}</h2>
      <RichText html={html} />
    </section>
  );
}
