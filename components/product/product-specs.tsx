import type { Specification } from '@/lib/catalog/product-server';
import styles from './sections.module.css';

/** Specifications as a definition list (title: value). */
export function ProductSpecs({ title, specs }: { title: string; specs: Specification[] }) {
  if (specs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-specs">
      <h2 id="product-specs">{title}</h2>
      <dl className={styles.specs}>
        {specs.map((spec) => (
          <div key={spec.id}>
            <dt>{spec.title}</dt>
            <dd>{spec.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
