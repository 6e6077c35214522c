import { postedFormData, showroomIdSchema } from './action-input';

describe('server action arguments', () => {
  test('form data passes, anything else posted in its place is refused', () => {
    const form = new FormData();
    form.set('name', 'Anna');
    expect(postedFormData(form)).toBe(form);
    for (const junk of [undefined, null, 'name=Anna', { name: 'Anna' }, [], 42]) expect(postedFormData(junk)).toBeNull();
  });

  test('a showroom id is a positive integer', () => {
    expect(showroomIdSchema.safeParse(28).success).toBe(true);
    for (const junk of ['28', 0, -1, 1.5, null]) expect(showroomIdSchema.safeParse(junk).success).toBe(false);
  });
});
