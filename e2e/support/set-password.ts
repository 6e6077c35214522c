import { expect, type Page } from '@playwright/test';
import type { Messages } from '../../lib/i18n/messages';
import { outboxOf } from './backend-orders';

/** The one-time link of the newest mail of a kind to an address (a reset link or a converted guest's set-password link). */
export async function mailedLinkOf(email: string, kind: 'password_reset' | 'guest_conversion', origin: string): Promise<string> {
  const mail = (await outboxOf(email)).find((message) => message.kind === kind);
  expect(mail?.body).not.toMatch(/(?:Passwort|Parolă|Password): /);
  const page = kind === 'password_reset' ? 'forgot-password' : 'set-password';
  const link = mail?.body.match(new RegExp(`https?://\\S+/${page}/[A-Za-z0-9_-]{43}`))?.[0];
  expect(link?.startsWith(`${origin}/${page}/`)).toBe(true);
  return link!;
}

/** Sets a password on a link's page (typed once, checked with the show-password button) and submits it. */
export async function setPasswordOnPage(page: Page, m: Messages, password: string): Promise<void> {
  const field = page.getByRole('textbox', { name: m.Auth.newPassword, exact: true });
  await field.fill(password);
  const toggle = page.getByRole('button', { name: m.Auth.showPassword });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: m.Auth.setPasswordSubmit }).click();
}
