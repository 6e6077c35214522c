import { refuseMalformedServerAction } from '@/lib/security/server-action-body';
import type { ProxyStep } from '../proxy-step';

/**
 * A POST that Next.js would take for a server action is checked before Next.js decodes it: a foreign origin is a 403,
 * a body that is not the multipart form React sends a 400/413/415 (lib/security/server-action-guard.ts, ADR 0022).
 * Anything else passes to the next step.
 */
export const serverActionStep: ProxyStep = {
  name: 'server-action',
  run: ({ request }) => refuseMalformedServerAction(request),
};
