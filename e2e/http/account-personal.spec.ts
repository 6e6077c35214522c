import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import de from '../../messages/de.json';
import { freshAccount } from '../support/accounts';
import { httpLogIn, shopCall } from '../support/http-session';
import { E2E_PORTS } from '../support/ports';
import { serverHtml, textOf } from '../support/server-html';

/** What /account/personal renders on the server for a stored VAT check result (the browser's checks: e2e/account-personal.spec.ts). */
test('S8-22 a wrong-format number stored at registration reads as UID code not valid', async () => {
  const account = await freshAccount(DEFAULT_SHOP, 'uid', { vatNumber: 'XX1' });
  const jar = await httpLogIn(DEFAULT_SHOP, account.email, account.password);
  const { status, $ } = await serverHtml('/account/personal', `${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`, jar.header());
  expect(status).toBe(200);
  expect(textOf($, '[data-testid="vat-state"]')).toBe(de.AccountProfile.vat.uidNotValid);
  expect((await shopCall(DEFAULT_SHOP, '/api/account/me', jar)).body).toMatchObject({ isCompany: true, excludeVAT: false });
});
