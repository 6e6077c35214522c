import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import de from '../../messages/de.json';
import { freshAccount } from '../support/accounts';
import { httpLogIn, shopCall } from '../support/http-session';
import { E2E_PORTS } from '../support/ports';
import { serverHtml } from '../support/server-html';

/** The identity provider's callback route without the browser's flow (the linking itself: e2e/account-connections.spec.ts). */
test('S4-55 a callback without the flow cookie is refused: back to the connections page as failed, nothing linked', async () => {
  const account = await freshAccount(DEFAULT_SHOP, 'sozial-forged');
  const jar = await httpLogIn(DEFAULT_SHOP, account.email, account.password);
  // A forged callback (a code and state not from this browser's flow) links nothing.
  const callback = await shopCall(DEFAULT_SHOP, '/api/account/social/callback?code=forged-code&state=forged-state-0123456789', jar);
  expect(callback.status).toBe(303);
  const back = new URL(callback.headers.location ?? '');
  expect(`${back.pathname}${back.search}`).toBe('/account/connections?result=failed');
  const { status, $ } = await serverHtml(`${back.pathname}${back.search}`, `${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`, jar.header());
  expect(status).toBe(200);
  expect($('[data-testid="social-result"]').text()).toBe(de.SocialLogin.resultFailed);
  expect($('[data-testid="social-connection"]').text()).toContain(de.SocialLogin.notLinked);
});
