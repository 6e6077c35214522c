import { z } from 'zod';
import { theliaLocaleSchema } from '@/contract/common';
import { badRequest } from './errors';

/** Validates a request part (query, params, body) with zod; a failure is a 400 with the first problem. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, part: string): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${part}.${issue.path.join('.')}` : part;
  throw badRequest(`Invalid ${where}: ${issue?.message ?? 'invalid value'}`);
}

const MAX_ID = 2_147_483_647;

/** A positive database id as a path or query string ('12'); no signs, no decimals, at most 10 digits. */
export const idString = z
  .string()
  .regex(/^\d{1,10}$/, 'expected a positive integer id')
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_ID));

/** A non-negative integer query value with bounds ('0'..'max'). */
export const intString = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'expected a non-negative integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A decimal query value such as a price ('12.5'). */
export const decimalString = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, 'expected a non-negative decimal number')
  .transform(Number);

/** Locale of the request; the Austrian shop is the default. */
export const localeQuery = theliaLocaleSchema.default('de_AT');

/** A comma-separated list of ids ('1,2, 3'), at most 100. */
export const idListString = z
  .string()
  .max(1200)
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
    if (parts.length === 0 || parts.length > 100 || !parts.every((part) => /^\d{1,10}$/.test(part))) {
      ctx.addIssue({ code: 'custom', message: 'expected a comma-separated list of 1 to 100 positive ids' });
      return z.NEVER;
    }
    const ids = parts.map(Number);
    if (ids.some((id) => id < 1 || id > MAX_ID)) {
      ctx.addIssue({ code: 'custom', message: 'id out of range' });
      return z.NEVER;
    }
    return ids;
  });

/** A flag query value: '1'/'0'/'true'/'false'. */
export const flagString = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
