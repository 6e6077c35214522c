import { CONSENT_DEFAULT_ELEMENT_ID, CONTAINER_ATTRIBUTE, TAG_MANAGER_SRC_ATTRIBUTE } from './consent-default-script.cjs';
import { onConsentGranted } from './consent-store';
import { TAG_MANAGER_CONTAINER_PATTERN } from '@/contract/constants';
import { tagManagerScriptUrl } from './tag-manager';

/** The element id of the loaded gtm.js, so that it is added once. */
const LOADER_ELEMENT_ID = 'tag-manager-loader';

/** The page's container and loader origin, from the Consent Mode default script's attributes; null without a container. */
export function pageTagManager(doc: Document): { containerId: string; base: string } | null {
  const element = doc.getElementById(CONSENT_DEFAULT_ELEMENT_ID);
  const containerId = element?.getAttribute(CONTAINER_ATTRIBUTE) ?? '';
  const base = element?.getAttribute(TAG_MANAGER_SRC_ATTRIBUTE) ?? '';
  return TAG_MANAGER_CONTAINER_PATTERN.test(containerId) && /^https?:\/\//.test(base) ? { containerId, base } : null;
}

/** Adds gtm.js the way Google's snippet does: a `gtm.js` start event first, then the async script. */
export function injectTagManager(doc: Document, setup: { containerId: string; base: string }): void {
  if (doc.getElementById(LOADER_ELEMENT_ID)) return;
  const view = doc.defaultView;
  if (view) {
    view.dataLayer ??= [];
    view.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.id = LOADER_ELEMENT_ID;
  script.async = true;
  script.src = tagManagerScriptUrl(setup.base, setup.containerId);
  doc.head.appendChild(script);
}

/**
 * Loads the page's tag manager once consent is granted (at once for a returning shopper who granted it), when the
 * browser is idle, so that it never competes with the page's own loading. Returns the stop function.
 */
export function startTagManager(doc: Document = document): () => void {
  const setup = pageTagManager(doc);
  if (!setup) return () => {};
  let stopped = false;
  const run = () => {
    if (!stopped) injectTagManager(doc, setup);
  };
  const stop = onConsentGranted(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3_000 });
    else setTimeout(run, 1);
  });
  return () => {
    stopped = true;
    stop();
  };
}
