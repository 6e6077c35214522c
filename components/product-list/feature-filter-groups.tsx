import type { FeatureFacet } from '@/contract/product';
import { formatCount } from '@/lib/format/count';
import styles from './listing.module.css';

type Props = {
  /** The technical filters of the listing or search shown (features with more than one value, ADR 0041). */
  features: readonly FeatureFacet[];
  /** The chosen filter values. */
  selected: readonly number[];
  locale: string;
};

/**
 * The technical filters as checkbox groups (`feature` values with their counts), one fieldset per feature, inside a
 * listing's or the results page's filter form: a ticked value applies at once, like a brand.
 */
export function FeatureFilterGroups({ features, selected, locale }: Props) {
  return (
    <>
      {features.map((feature) => (
        <fieldset key={feature.id} className={styles.fieldset} data-feature={feature.id}>
          <legend className={styles.facetTitle}>{feature.title}</legend>
          <ul className={styles.checkList}>
            {feature.values.map((value) => (
              <li key={value.id}>
                <label>
                  <input type="checkbox" name="feature" value={value.id} defaultChecked={selected.includes(value.id)} /> {value.title}{' '}
                  <span className={styles.count}>({formatCount(value.count, locale)})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </>
  );
}

/** The chip text's parts of a chosen filter value: its feature's and its own title (null when no facet names it). */
export function featureValueTitle(features: readonly FeatureFacet[], id: number): { feature: string; value: string } | null {
  for (const feature of features) {
    const value = feature.values.find((v) => v.id === id);
    if (value) return { feature: feature.title, value: value.title };
  }
  return null;
}
