import type { SocialLink, SocialProvider } from '@/contract/social-link';
import type { Db } from '@/backend/db/open';

/** Social account links per customer (table customer_social_link). */
export function createSocialLinkRepo(db: Db) {
  const list = db.prepare('SELECT provider, email, linked_at AS linkedAt FROM customer_social_link WHERE customer_id = ? ORDER BY provider');
  const owner = db.prepare('SELECT customer_id AS customerId FROM customer_social_link WHERE provider = ? AND subject = ?');
  const upsert = db.prepare(
    `INSERT INTO customer_social_link (customer_id, provider, subject, email, linked_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (customer_id, provider) DO UPDATE SET subject = excluded.subject, email = excluded.email, linked_at = excluded.linked_at`,
  );
  const remove = db.prepare('DELETE FROM customer_social_link WHERE customer_id = ? AND provider = ?');
  return {
    links: (customerId: number): SocialLink[] => list.all(customerId) as SocialLink[],
    /** Links the subject to the customer (replacing the customer's link of that provider); false when another customer holds it. */
    link: db.transaction((customerId: number, provider: SocialProvider, subject: string, email: string, at: string): boolean => {
      const held = owner.get(provider, subject) as { customerId: number } | undefined;
      if (held && held.customerId !== customerId) return false;
      upsert.run(customerId, provider, subject, email, at);
      return true;
    }),
    unlink: (customerId: number, provider: SocialProvider): void => {
      remove.run(customerId, provider);
    },
  };
}
