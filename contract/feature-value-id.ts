/**
 * The id of a technical filter value (ADR 0041) names its feature: `featureId × FEATURE_VALUE_ID_FACTOR + n`, n the
 * value's position (1..999). So the URL state holds plain ids, and the search engine's post_filter can group the
 * chosen values by feature (any value of one feature, every feature chosen) without a lookup.
 */
export const FEATURE_VALUE_ID_FACTOR = 1000;

export function featureValueId(featureId: number, position: number): number {
  return featureId * FEATURE_VALUE_ID_FACTOR + position;
}

/** The feature of a filter value id. */
export function featureOfValue(id: number): number {
  return Math.floor(id / FEATURE_VALUE_ID_FACTOR);
}

/** Chosen filter values grouped by feature, groups ordered by feature and values ascending. */
export function groupFeatureValues(ids: readonly number[]): number[][] {
  const groups = new Map<number, number[]>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const feature = featureOfValue(id);
    groups.set(feature, [...(groups.get(feature) ?? []), id]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, values]) => values);
}
