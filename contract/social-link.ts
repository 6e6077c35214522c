import { z } from 'zod';

/**
 * Social account links (S4-55, S4-56): the identity provider's subject (`sub` of a verified id_token) linked to the
 * customer of the token. One link per provider and customer; a subject belongs to one customer.
 */
export const SOCIAL_PROVIDERS = ['sandbox'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const socialLinkSchema = z.object({ provider: socialProviderSchema, email: z.string().max(254), linkedAt: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** `POST /api/ExternalOrderApi/social/link` (customer token). */
export const socialLinkRequestSchema = z.object({ provider: socialProviderSchema, subject: z.string().min(1).max(255), email: z.string().max(254) });
/** `POST /api/ExternalOrderApi/social/unlink` (customer token). */
export const socialUnlinkRequestSchema = z.object({ provider: socialProviderSchema });

/** The customer's links after any of the calls (`GET /api/ExternalOrderApi/social`). */
export const socialLinksResponseSchema = z.object({ status_code: z.literal(200), data: z.array(socialLinkSchema) });

/** A subject already linked to another customer. */
export const SOCIAL_LINK_TAKEN_MESSAGE = 'This social account is linked to another customer';

/** The sandbox identity provider's token answer (OAuth 2.0 token endpoint, OpenID Connect). */
export const oidcTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  id_token: z.string().min(1),
});

/** The claims of an id_token the storefront accepts (after checking its signature, issuer, audience, nonce, expiry). */
export const idTokenClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number().int(),
  iat: z.number().int(),
  nonce: z.string(),
  email: z.string().max(254).optional(),
});
export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;

/**
 * The OAuth client secret the storefront and the sandbox share when none is configured: derived from the shop token
 * (never the shop token itself). Also the HS256 key of the sandbox's id_tokens (OpenID Connect: the client secret).
 */
export const SOCIAL_CLIENT_SECRET_LABEL = 'social-client-secret-v1';
export const SOCIAL_CLIENT_ID = 'shop-storefront';
