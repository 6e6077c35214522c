import { blogPostPostscriptumSchema, showroomPostscriptumSchema } from '@/contract/content';
import { parsePostscriptum } from './postscriptum';

describe('structured postscriptum', () => {
  test('parses JSON of the expected shape', () => {
    expect(parsePostscriptum(' {"date":"2026-03-12"} ', blogPostPostscriptumSchema)).toEqual({ date: '2026-03-12' });
  });

  test('empty text, plain text, broken JSON and other shapes are null', () => {
    for (const text of ['', 'Hinweis', '{"date":', '{"brand_id":1,"category_id":2}', '{"date":"12.03.2026"}']) {
      expect(parsePostscriptum(text, blogPostPostscriptumSchema)).toBeNull();
    }
  });

  test('a showroom needs valid opening hours', () => {
    const showroom = { street: 'A 1', zipcode: '1100', city: 'Wien', country_code: 'AT', phone: '+43 1', email: 'a@b.at', opening_hours: [{ days: ['Monday'], opens: '08:00', closes: '17:00' }] };
    expect(parsePostscriptum(JSON.stringify(showroom), showroomPostscriptumSchema)?.city).toBe('Wien');
    const broken = { ...showroom, opening_hours: [{ days: ['Mon'], opens: '8', closes: '17:00' }] };
    expect(parsePostscriptum(JSON.stringify(broken), showroomPostscriptumSchema)).toBeNull();
  });
});
