import { percentile, splitConnections } from './bench-load';

describe('splitConnections', () => {
  test('half each for two servers, the remainder to the first', () => {
    expect(splitConnections(32, 2)).toEqual([16, 16]);
    expect(splitConnections(33, 2)).toEqual([17, 16]);
    expect(splitConnections(32, 1)).toEqual([32]);
  });

  test('fewer connections than servers, or no server, is refused', () => {
    expect(() => splitConnections(1, 2)).toThrow('cannot split');
    expect(() => splitConnections(4, 0)).toThrow('cannot split');
  });
});

describe('percentile', () => {
  test('reads the sorted times at the fraction, and 0 for no times', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(51);
    expect(percentile(sorted, 0.95)).toBe(96);
    expect(percentile([], 0.95)).toBe(0);
  });
});
