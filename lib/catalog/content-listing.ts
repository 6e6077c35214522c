import { listingPostscriptumSchema } from '@/contract/content';

/**
 * A content page whose postscriptum field holds JSON with brand_id and category_id is a listing page (spec section 2).
 * Returns the listing's brand and category, or null for a plain content page (empty, other text, other JSON).
 */
export function listingOfContent(postscriptum: string): { brand_id: number; category_id: number } | null {
  const text = postscriptum.trim();
  if (!text.startsWith('{')) return null;
  try {
    const parsed = listingPostscriptumSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
