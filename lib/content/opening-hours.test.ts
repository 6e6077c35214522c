import { formatRanges, hoursByWeekday, openingHoursSpecification, weekdayName } from './opening-hours';

const hours = [
  { days: ['Monday', 'Tuesday'] as const, opens: '13:00', closes: '17:00' },
  { days: ['Monday', 'Tuesday'] as const, opens: '08:00', closes: '12:00' },
  { days: ['Saturday'] as const, opens: '09:00', closes: '12:00' },
].map((entry) => ({ ...entry, days: [...entry.days] }));

describe('opening hours', () => {
  test('S2-178 lists every weekday Monday to Sunday with its ranges in time order; a day without hours is closed', () => {
    const days = hoursByWeekday(hours);
    expect(days.map((d) => d.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(formatRanges(days[0]?.ranges ?? [])).toBe('08:00–12:00, 13:00–17:00');
    expect(days[2]?.ranges).toEqual([]);
    expect(formatRanges(days[5]?.ranges ?? [])).toBe('09:00–12:00');
  });

  test('weekday names in the shop language', () => {
    expect(weekdayName('Monday', 'de-AT')).toBe('Montag');
    expect(weekdayName('Sunday', 'de-DE')).toBe('Sonntag');
    expect(weekdayName('Saturday', 'ro-RO')).toBe('sâmbătă');
  });

  test('schema.org openingHoursSpecification with DayOfWeek URLs', () => {
    expect(openingHoursSpecification(hours)[2]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Saturday'],
      opens: '09:00',
      closes: '12:00',
    });
  });
});
