import 'server-only';
import { backendFor } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import type { Result } from '@/lib/api/result';
import { oidcTokenResponseSchema, socialLinksResponseSchema, type SocialLink, type SocialProvider } from '@/contract/social-link';
import type { CustomerContext } from './page-guard';
import type { ClientSettings } from './social-flow';

const TOKEN_CALL_TIMEOUT_MS = 8_000;

/** The identity provider's token endpoint (server to server): the code and the flow's verifier for an id_token. */
export async function exchangeCode(settings: ClientSettings, code: string, verifier: string): Promise<Result<string, string>> {
  try {
    const response = await fetch(`${settings.issuer}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code', code, redirect_uri: settings.redirectUri, client_id: settings.clientId, client_secret: settings.clientSecret,
        code_verifier: verifier,
      }).toString(),
      cache: 'no-store',
      signal: AbortSignal.timeout(TOKEN_CALL_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, error: `token endpoint answered ${response.status}` };
    const parsed = oidcTokenResponseSchema.safeParse(await response.json());
    return parsed.success ? { ok: true, data: parsed.data.id_token } : { ok: false, error: 'token answer outside the contract' };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

type LinkAction = { action: 'list' } | { action: 'link'; subject: string; email: string } | { action: 'unlink' };

/** The customer's social links (S4-55, S4-56) at the backend, with the customer's token; never cached. */
export async function socialLinksCall(context: Pick<CustomerContext, 'session'>, provider: SocialProvider, call: LinkAction): Promise<Result<SocialLink[]>> {
  const client = backendFor(context.session.token);
  const answer =
    call.action === 'list'
      ? await requestJson(client, '/api/ExternalOrderApi/social', socialLinksResponseSchema, { noStore: true })
      : await requestJson(client, `/api/ExternalOrderApi/social/${call.action}`, socialLinksResponseSchema, {
          method: 'post',
          json: call.action === 'link' ? { provider, subject: call.subject, email: call.email } : { provider },
          noStore: true,
        });
  return answer.ok ? { ok: true, data: answer.data.data } : answer;
}
