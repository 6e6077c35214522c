/** States of a newsletter address (double opt-in): never subscribed, waiting for its confirmation, active, ended. No zod here. */
export const NEWSLETTER_STATUSES = ['none', 'pending', 'active', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
