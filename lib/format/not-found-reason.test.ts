import en from '@/messages/en.json';
import { DEFAULT_NOT_FOUND_REASON, isNotFoundReason, NOT_FOUND_REASONS, notFoundMessageKey } from './not-found-reason';

const message = (reason?: string) => en.NotFound[notFoundMessageKey(reason)];

describe('notFoundMessageKey', () => {
  test("S2-76 reason rewriting-failed shows 'The URL could not be resolved'", () => {
    expect(message('rewriting-failed')).toBe('The URL could not be resolved');
  });
  test("S2-77 reason product-fetch-failed shows 'The requested product could not be found'", () => {
    expect(message('product-fetch-failed')).toBe('The requested product could not be found');
  });
  test("S2-78 reason category-fetch-failed shows 'The requested category could not be found'", () => {
    expect(message('category-fetch-failed')).toBe('The requested category could not be found');
  });
  test("S2-79 reason brand-fetch-failed shows 'The requested brand could not be found'", () => {
    expect(message('brand-fetch-failed')).toBe('The requested brand could not be found');
  });
  test("S2-80 reason content-fetch-failed shows 'The requested content could not be found'", () => {
    expect(message('content-fetch-failed')).toBe('The requested content could not be found');
  });
  test("S2-81 reason content-type-not-found shows 'The requested content type is not supported'", () => {
    expect(message('content-type-not-found')).toBe('The requested content type is not supported');
  });
  test("S2-82 reason route-not-found, no reason or an unknown one shows 'Sorry, the page was not found'", () => {
    expect(message('route-not-found')).toBe('Sorry, the page was not found');
    expect(message()).toBe('Sorry, the page was not found');
    expect(message('"><script>')).toBe('Sorry, the page was not found');
    expect(notFoundMessageKey(null)).toBe(DEFAULT_NOT_FOUND_REASON);
  });
  test('every reason maps to itself', () => {
    for (const reason of NOT_FOUND_REASONS) {
      expect(isNotFoundReason(reason)).toBe(true);
      expect(notFoundMessageKey(reason)).toBe(reason);
    }
    expect(isNotFoundReason('toString')).toBe(false);
  });
});
