import { z } from 'zod';

/** A delivery country (spec section 3: id, isoalpha2, title, tax_title). `GET /api/countries?locale=`. */
export const countrySchema = z.object({
  id: z.number().int().positive(),
  isoalpha2: z.string().length(2),
  title: z.string(),
  tax_title: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.array(countrySchema);
