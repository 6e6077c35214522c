import { cancelAnswerSchema, cancelSucceeded } from './cancel-answer';

describe('order cancel answer', () => {
  const result = { status_code: 200, message: 'Order cancelled', status: 'canceled' };

  test('S4-37 a cancel result that is a JSON string is parsed like the object itself', () => {
    expect(cancelAnswerSchema.parse(JSON.stringify(result))).toEqual(result);
    expect(cancelAnswerSchema.parse(result)).toEqual(result);
    expect(cancelAnswerSchema.parse(JSON.stringify({ status_code: 409, message: 'Order already paid' }))).toEqual({ status_code: 409, message: 'Order already paid' });
  });

  test('a string that is not JSON, or JSON of another shape, does not match', () => {
    for (const body of ['Order cancelled', '{"status_code":', JSON.stringify({ ok: true }), JSON.stringify('nested'), 42, null]) {
      expect({ body, ok: cancelAnswerSchema.safeParse(body).success }).toEqual({ body, ok: false });
    }
  });

  test('only a 2xx answer whose own status code is 2xx (and whose status, if given, is canceled) is a cancellation', () => {
    expect(cancelSucceeded(200, cancelAnswerSchema.parse(JSON.stringify(result)))).toBe(true);
    expect(cancelSucceeded(200, { status_code: 200, message: 'ok' })).toBe(true);
    expect(cancelSucceeded(200, { status_code: 409, message: 'Order already paid' })).toBe(false);
    expect(cancelSucceeded(409, { status_code: 409, message: 'Order already paid' })).toBe(false);
    expect(cancelSucceeded(200, { status_code: 200, message: 'ok', status: 'paid' })).toBe(false);
  });
});
