import { parseRevalidationMessage, revalidationMessage } from './revalidation-channel';

describe('the revalidation message on storefront:revalidated', () => {
  test('is {"tags": string[], "at": epoch-ms} and reads back', () => {
    const raw = revalidationMessage(['product:5', 'brand:3'], 1_700_000_000_000);
    expect(JSON.parse(raw)).toEqual({ tags: ['product:5', 'brand:3'], at: 1_700_000_000_000 });
    expect(parseRevalidationMessage(raw)).toEqual({ tags: ['product:5', 'brand:3'], at: 1_700_000_000_000 });
  });

  test.each(['', 'null', '[]', '{"tags":[],"at":-1}', '{"tags":[1],"at":1}', '{"tags":[""],"at":1}', `{"tags":${JSON.stringify(Array(1001).fill('x'))},"at":1}`])(
    '%s is not a revalidation message',
    (raw) => {
      expect(parseRevalidationMessage(raw)).toBeNull();
    },
  );
});
