import { seededTestDatabase } from '@/backend/db/seeded-test-database';
import { createRepos } from '@/backend/repo/repos';
import { categoryKinds } from './product-kind';

describe('product kinds of the reference catalogue', () => {
  it('makes everything under the spare-parts branch a part, the listed categories accessories, the rest main products', () => {
    const { db } = seededTestDatabase();
    try {
      const repos = createRepos(db);
      const kinds = categoryKinds(db, repos.categories.stats().parentOf);
      const byTitle = new Map(repos.categories.all('de_AT').map((c) => [c.title, c.id]));
      const kindOf = (title: string) => kinds.get(byTitle.get(title) ?? -1);
      expect(kindOf('Ersatzteile')).toBe('part');
      expect(kindOf('Heizungs-Ersatzteile')).toBe('part');
      expect(kindOf('Kartuschen & Oberteile')).toBe('part');
      expect(kindOf('Brauseschläuche')).toBe('accessory');
      expect(kindOf('Heizstäbe')).toBe('accessory');
      expect(kindOf('Waschtische')).toBe('main');
      expect(kindOf('Gas-Brennwertthermen')).toBe('main');
    } finally {
      db.close();
    }
  }, 120_000);
});
