import { decodeRevalidation, encodeRevalidation, REVALIDATION_CHANNEL } from './revalidation-channel.cjs';

describe('the revalidation channel message', () => {
  it('is {"tags": [...], "at": ms} on storefront:revalidated', () => {
    expect(REVALIDATION_CHANNEL).toBe('storefront:revalidated');
    expect(JSON.parse(encodeRevalidation(['product-1', 'category-2'], 1_700_000_000_000))).toEqual({ tags: ['product-1', 'category-2'], at: 1_700_000_000_000 });
    expect(decodeRevalidation(encodeRevalidation(['product-1'], 5))).toEqual({ tags: ['product-1'], at: 5 });
  });

  it('ignores anything else a client may publish there', () => {
    for (const message of ['', 'not json', '{"tags":[],"at":1}', '{"tags":["a"]}', '{"tags":[1],"at":1}', '{"tags":["a"],"at":-1}', '{"tags":[""],"at":1}', 'null', `{"tags":${JSON.stringify(Array(1001).fill('x'))},"at":1}`]) {
      expect(decodeRevalidation(message)).toBeNull();
    }
  });
});
