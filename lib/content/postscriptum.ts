import type { z } from 'zod';
import {
  adventPostscriptumSchema,
  blogPostPostscriptumSchema,
  showroomPostscriptumSchema,
  teamMemberPostscriptumSchema,
  type Content,
} from '@/contract/content';

/** Parses a content's postscriptum JSON with a schema; null for empty text, other text, invalid JSON or another shape. */
export function parsePostscriptum<S extends z.ZodType>(postscriptum: string, schema: S): z.output<S> | null {
  const text = postscriptum.trim();
  if (!text.startsWith('{')) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const blogPostOf = (content: Content) => parsePostscriptum(content.postscriptum, blogPostPostscriptumSchema);
export const teamMemberOf = (content: Content) => parsePostscriptum(content.postscriptum, teamMemberPostscriptumSchema);
export const showroomOf = (content: Content) => parsePostscriptum(content.postscriptum, showroomPostscriptumSchema);
export const adventDoorsOf = (content: Content) => parsePostscriptum(content.postscriptum, adventPostscriptumSchema)?.doors ?? [];
