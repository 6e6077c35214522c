import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn } from './support/accounts';
import { outboxOf } from './support/backend-orders';
import { uniqueEmail } from './support/checkout-flow';

/**
 * The newsletter (ADR 0030): the footer's form leads to /newsletter with the address, the subscription is active only
 * after the e-mailed confirmation link (double opt-in), and /newsletter-unsubscribe ends it, with the spec's refusals.
 */
test('S1-13 S2-06 S2-04 S5-03 S5-04 subscribe from the footer: the address is checked, then confirmed through the e-mailed link', async ({ page, shop }) => {
  const n = messagesOf(shop).Newsletter;
  const footer = messagesOf(shop).Footer;
  const email = uniqueEmail(shop.name, 'newsletter');
  await page.goto('/');
  await page.getByRole('contentinfo').getByLabel(footer.emailLabel).fill(email);
  await page.getByRole('contentinfo').getByRole('button', { name: footer.subscribe }).click();
  await expect(page).toHaveURL(`/newsletter?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
  const form = page.getByTestId('newsletter-subscribe-form');
  const field = form.getByLabel(n.emailLabel);
  await expect(field).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);

  // S5-03: required; S5-04: an e-mail address.
  await field.fill('');
  await form.getByRole('button', { name: n.submit }).click();
  await expect(form.getByText(n.required)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await field.fill('kein-e-mail');
  await form.getByRole('button', { name: n.submit }).click();
  await expect(form.getByText(n.invalid)).toBeVisible();
  expect(await outboxOf(email)).toEqual([]);

  await field.fill(email);
  await form.getByRole('button', { name: n.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: n.sent })).toBeVisible();
  const mails = await outboxOf(email);
  expect(mails.map((mail) => mail.kind)).toEqual(['newsletter_confirmation']);
  const link = /https?:\/\/\S+\/newsletter\?confirm=[\w-]{43}/.exec(mails[0]?.body ?? '')?.[0];
  expect(link).toBeDefined();
  const target = new URL(link ?? '');

  await page.goto(`${target.pathname}${target.search}`);
  await expect(page.getByTestId('newsletter-confirm')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: n.confirmButton }).click();
  await expect(page.getByRole('status').filter({ hasText: n.confirmed })).toBeVisible();
  // The link works once.
  await page.reload();
  await page.getByRole('button', { name: n.confirmButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: n.linkInvalid })).toBeVisible();
});

test('S2-05 S8-13 S8-14 unsubscribe: email not found, then unsubscribed, then already unsubscribed', async ({ page, shop }) => {
  const n = messagesOf(shop).Newsletter;
  const email = uniqueEmail(shop.name, 'unsubscribe');
  // A subscription (still waiting for its confirmation) started on /newsletter.
  await page.goto(`/newsletter?email=${encodeURIComponent(email)}`);
  await page.getByTestId('newsletter-subscribe-form').getByRole('button', { name: n.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: n.sent })).toBeVisible();

  await page.goto('/newsletter-unsubscribe');
  await expect(page.getByRole('heading', { level: 1, name: n.unsubscribeTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const form = page.getByTestId('newsletter-unsubscribe-form');
  await form.getByLabel(n.emailLabel).fill(uniqueEmail(shop.name, 'nobody'));
  await form.getByRole('button', { name: n.unsubscribeButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: n.emailNotFound })).toBeVisible();

  await form.getByLabel(n.emailLabel).fill(email);
  await form.getByRole('button', { name: n.unsubscribeButton }).click();
  await expect(page.getByRole('status').filter({ hasText: n.unsubscribed })).toBeVisible();

  await page.reload();
  await form.getByLabel(n.emailLabel).fill(email);
  await form.getByRole('button', { name: n.unsubscribeButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: n.alreadyUnsubscribed })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a customer subscribes from /account/newsletter: waiting for the confirmation e-mail, then unsubscribes at once', async ({ page, shop }) => {
  const n = messagesOf(shop).Newsletter;
  const account = await freshAccount(shop, 'newsletter-account');
  await logIn(page, account.email, account.password);
  await page.goto('/account/newsletter');
  const box = page.getByTestId('account-newsletter');
  await expect(box).toHaveAttribute('data-status', 'none');
  await expectNoSeriousA11yViolations(page);
  await box.getByRole('button', { name: n.accountSubscribe }).click();
  await expect(box).toHaveAttribute('data-status', 'pending');
  await expect(box.getByRole('status')).toHaveText(n.state_pending);
  expect((await outboxOf(account.email)).map((mail) => mail.kind)).toEqual(['newsletter_confirmation']);
  await box.getByRole('button', { name: n.accountUnsubscribe }).click();
  await expect(box).toHaveAttribute('data-status', 'unsubscribed');
  await page.reload();
  await expect(page.getByTestId('account-newsletter')).toHaveAttribute('data-status', 'unsubscribed');
});
