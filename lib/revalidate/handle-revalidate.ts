import { REVALIDATE_SIGNATURE_WINDOW_SECONDS } from '@/contract/constants';
import { revalidateRequestSchema, tagsToDrop } from './revalidate-request';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from './signature';

/** Largest body accepted (a revalidation body is a few dozen bytes). */
export const MAX_BODY_BYTES = 4096;

export type RevalidateDeps = {
  /** REVALIDATE_SECRET; unset means revalidation is not configured. */
  secret: string | undefined;
  nowMs: number;
  /** Drops one cache tag (next/cache revalidateTag with immediate expiry in the route). */
  dropTag: (tag: string) => void;
  /** Expires this instance's proxy lookups of the dropped tags (lib/routing/lookup-invalidation.ts). */
  expireLookups: (tags: readonly string[]) => void;
};

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * `POST /api/revalidate`: 503 when no secret is configured, 401 for a missing, stale or wrong signature (checked
 * before the body is read as JSON, so an unsigned caller learns nothing about the body rules), 400 for a bad body,
 * 200 with the dropped tags.
 */
export async function handleRevalidate(request: Request, deps: RevalidateDeps): Promise<Response> {
  if (!deps.secret) return json(503, { error: 'revalidation not configured' });
  const body = await request.text();
  if (Buffer.byteLength(body, 'utf8') > MAX_BODY_BYTES) return json(400, { error: `body larger than ${MAX_BODY_BYTES} bytes` });
  const check = verifySignature({
    secret: deps.secret,
    body,
    signature: request.headers.get(SIGNATURE_HEADER),
    timestamp: request.headers.get(TIMESTAMP_HEADER),
    nowMs: deps.nowMs,
    windowSeconds: REVALIDATE_SIGNATURE_WINDOW_SECONDS,
  });
  if (!check.ok) return json(401, { error: 'invalid signature', reason: check.reason });
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(body);
  } catch {
    return json(400, { error: 'body is not JSON' });
  }
  const parsed = revalidateRequestSchema.safeParse(parsedJson);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
    return json(400, { error: 'invalid body', issues });
  }
  const tags = tagsToDrop(parsed.data);
  for (const tag of tags) deps.dropTag(tag);
  deps.expireLookups(tags);
  return json(200, { revalidated: true, tags });
}
