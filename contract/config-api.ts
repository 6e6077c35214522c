import { z } from 'zod';

/** `GET /api/ConfigApi`: where the search engine is and how to read from it. */
export const configApiSchema = z.object({
  search_host: z.string(),
  search_scheme: z.enum(['http', 'https']),
  search_port: z.number().int().positive(),
  search_front_user: z.string(),
  search_front_password: z.string(),
  search_index_prefix: z.string(),
  search_content_index: z.string(),
});
export type ConfigApi = z.infer<typeof configApiSchema>;
