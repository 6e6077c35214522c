import { createTranslator } from 'next-intl';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock, inSeveralCentres } from './support/cart-products';
import { theliaLocaleOf } from './support/catalog-urls';
import { saveAddressByApi } from './support/checkout-flow';
import { queryE2eDb } from './support/e2e-db';

/**
 * Each shop speaks its own language on the cart and checkout screens: the fulfilment centres it offers (the central
 * warehouse and its own country's centres, named in its language), the payment methods' names and logos, and the
 * street hint of the delivery country. Texts that leaked from one shop into another: 'Zentrallager Wiener Neudorf'
 * in the Romanian cart, 'Showroom Cluj-Napoca' in the Austrian one, 'Ramburs / Nachnahme' on the Romanian payment
 * step, Austria's 'Stiege und Tür' in the German checkout.
 */
const COUNTRY = { at: { id: 13, iso: 'AT' }, de: { id: 5, iso: 'DE' }, ro: { id: 146, iso: 'RO' } } as const;
const LANGUAGE = { at: 'de', de: 'de', ro: 'ro' } as const;

test("the cart offers the shop's own fulfilment centres, named in its language; another shop's centre is refused", EVERY_SHOP, async ({ page, shop }) => {
  const m = messagesOf(shop);
  const country = COUNTRY[shop.name].id;
  const centres = queryE2eDb<{ id: number; name: string; country_id: number }>(
    'SELECT c.id, i.name, c.country_id FROM fulfilment_center c JOIN fulfilment_center_i18n i ON i.id = c.id AND i.locale = ? ORDER BY c.position',
    theliaLocaleOf(shop.name),
  );
  const offered = centres.filter((centre) => centre.id === 0 || centre.country_id === country);
  const foreign = centres.filter((centre) => !offered.includes(centre));
  expect(foreign.length).toBeGreaterThan(0);

  const item = inSeveralCentres(shop.name);
  await addByApi(page, item, 1);
  await page.goto('/cart');
  const picker = page.getByTestId('cart-line').filter({ hasText: item.title }).getByRole('combobox', { name: m.CartPage.fulfilment });
  const options = await picker.locator('option').evaluateAll((nodes) => nodes.map((node) => ({ value: Number((node as HTMLOptionElement).value), text: node.textContent ?? '' })));
  expect(options.length).toBeGreaterThan(1);
  for (const option of options) {
    const centre = offered.find((candidate) => candidate.id === option.value);
    expect({ option, offered: centre !== undefined }).toEqual({ option, offered: true });
    expect(option.text.startsWith(`${centre?.name} (`)).toBe(true);
  }
  // The central warehouse in the shop's language.
  expect(options.find((option) => option.value === 0)?.text).toMatch(shop.name === 'ro' ? /^Depozitul central / : /^Zentrallager /);
  await expectNoSeriousA11yViolations(page);

  // A centre of another country's shop, sent anyway: refused, the line keeps its centre.
  const line = await page.evaluate(async () => ((await (await fetch('/api/cart')).json()) as { lines: { id: number; fulfilmentCenter: number }[] }).lines[0]);
  const refused = await page.evaluate(
    async ([url, body]) => (await fetch(url, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    [`/api/cart/lines/${line?.id}`, { action: 'fulfilment', centerId: foreign[0]?.id }] as const,
  );
  expect(refused).toBe(400);
  const after = await page.evaluate(async () => ((await (await fetch('/api/cart')).json()) as { lines: { fulfilmentCenter: number }[] }).lines[0]?.fulfilmentCenter);
  expect(after).toBe(line?.fulfilmentCenter);
});

test("the payment step names every method and shows its logo in the shop's language", EVERY_SHOP, async ({ page, shop }) => {
  const c = messagesOf(shop).Checkout;
  const language = LANGUAGE[shop.name];
  await addByApi(page, cheapInStock(shop.name), 1);
  await saveAddressByApi(page, shop.name);
  await page.goto('/checkout?step=shipping');
  const methods = page.getByRole('group', { name: c.paymentMethodHeading });
  await expect(methods.getByRole('radio').first()).toBeVisible();
  const logos = await methods.locator('img').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
  expect(logos.length).toBeGreaterThan(0);
  for (const logo of logos) expect(logo).toMatch(new RegExp(`-${language}\\.svg$`));
  // The logos' own words too (an SVG's text is what the shopper reads on it).
  const words = await page.evaluate(
    async (paths) => (await Promise.all(paths.map(async (path) => (await (await fetch(path)).text()).replace(/<[^>]+>/g, ' ')))).join(' '),
    logos,
  );
  const otherLanguage = language === 'ro' ? /Nachnahme|Vorkasse|Überweisung|Karte|Kreditkarte/ : /Ramburs|Ordin de plată|Card bancar/;
  expect(`${await methods.innerText()} ${words}`).not.toMatch(otherLanguage);
  await expectNoSeriousA11yViolations(page);
});

test("the street hint speaks of the delivery country's addresses: Austria's 'Stiege' only for Austria", EVERY_SHOP, async ({ page, shop }) => {
  const c = messagesOf(shop).Checkout;
  const text = createTranslator({ locale: shop.locale, messages: messagesOf(shop), namespace: 'Checkout' });
  await addByApi(page, cheapInStock(shop.name), 1);
  await page.goto('/checkout');
  await expect(page.getByRole('textbox', { name: c.street, exact: true }).first()).toBeVisible();
  const hint = text('streetHint', { country: COUNTRY[shop.name].iso });
  await expect(page.getByText(hint, { exact: true }).first()).toBeVisible();
  if (shop.name === 'de') await expect(page.getByText(/Stiege/)).toHaveCount(0);
  if (shop.name === 'at') expect(hint).toContain('Stiege');
});
