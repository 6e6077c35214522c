import { featureOfValue, featureValueId, groupFeatureValues } from './feature-value-id';

describe('technical filter value ids', () => {
  test('an id names its feature', () => {
    expect(featureValueId(7, 3)).toBe(7003);
    expect(featureOfValue(7003)).toBe(7);
    expect(featureOfValue(13012)).toBe(13);
  });

  test('chosen values are grouped by feature, in order, without duplicates', () => {
    expect(groupFeatureValues([13002, 7003, 7001, 7003])).toEqual([[7001, 7003], [13002]]);
    expect(groupFeatureValues([])).toEqual([]);
  });
});
