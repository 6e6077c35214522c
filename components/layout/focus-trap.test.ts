import { wrapTarget } from './focus-trap';

describe('wrapTarget (where Tab goes inside an open modal)', () => {
  const items = ['close', 'first link', 'last link'];

  test('Tab from the last control goes round to the first; Shift+Tab from the first to the last', () => {
    expect(wrapTarget(items, 'last link', false)).toBe('close');
    expect(wrapTarget(items, 'close', true)).toBe('last link');
  });

  test('between the edges the browser moves the focus itself', () => {
    expect(wrapTarget(items, 'close', false)).toBeNull();
    expect(wrapTarget(items, 'first link', true)).toBeNull();
    expect(wrapTarget(items, 'first link', false)).toBeNull();
  });

  test('from outside the modal (the focus lost to the page) Tab enters at the first control, Shift+Tab at the last', () => {
    expect(wrapTarget(items, null, false)).toBe('close');
    expect(wrapTarget(items, 'logo under the panel', true)).toBe('last link');
  });

  test('one control: Tab and Shift+Tab both stay on it; none: nothing to do', () => {
    expect(wrapTarget(['close'], 'close', false)).toBe('close');
    expect(wrapTarget(['close'], 'close', true)).toBe('close');
    expect(wrapTarget([], null, false)).toBeNull();
  });
});
