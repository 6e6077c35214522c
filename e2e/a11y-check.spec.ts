import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';

/** The axe check every journey relies on can fail: it names a serious violation, once per document and again after. */
test('the axe check reports a serious violation and passes a clean document', async ({ page }) => {
  await page.setContent('<html lang="de"><head><title>Check</title></head><body><main><img src="data:,"><button></button></main></body></html>');
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
  await page.setContent('<html lang="de"><head><title>Check</title></head><body><main><h1>Sauber</h1></main></body></html>');
  await expectNoSeriousA11yViolations(page);
});
