import { NextResponse, type NextRequest } from 'next/server';
import { readBytesWithin } from '@/lib/request/write-guard';
import type { GateAnswer } from './gate-answer';
import { checkServerActionForm, checkServerActionHeaders, SERVER_ACTION_BODY_LIMIT, serverActionKind, type ParsedActionForm } from './server-action-guard';

/**
 * The proxy's step for server actions (one call at the top of proxy.ts): a POST that Next.js would take for a server
 * action is checked before Next.js decodes it. The header checks are repeated from the request gate (cheap, and the
 * step stays correct on its own); then the body is parsed as a multipart form and checked (server-action-guard.ts).
 * Next.js keeps its own copy of the body, so reading it here leaves the action's input intact.
 */
export async function refuseMalformedServerAction(request: NextRequest): Promise<NextResponse | null> {
  const header = (name: string) => request.headers.get(name) ?? undefined;
  const kind = serverActionKind(request.method, header);
  if (kind === 'none') return null;
  const answer = checkServerActionHeaders(kind, header) ?? checkServerActionForm(kind, await readActionForm(request));
  return answer ? respond(answer) : null;
}

async function readActionForm(request: NextRequest): Promise<ParsedActionForm> {
  if (!request.body) return 'malformed';
  const bytes = await readBytesWithin(request.body, SERVER_ACTION_BODY_LIMIT);
  if (!bytes.ok) return 'too-large';
  try {
    const form = await new Response(new Uint8Array(bytes.data), { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
    return { fields: [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : null] as const) };
  } catch {
    return 'malformed';
  }
}

function respond(answer: GateAnswer): NextResponse {
  return new NextResponse(null, { status: answer.status, headers: { ...answer.headers, 'Cache-Control': 'no-store' } });
}
