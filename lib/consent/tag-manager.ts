import type { TagManagerSettings } from '@/contract/system-config';
import { TAG_MANAGER_CONTAINER_PATTERN } from '@/contract/constants';
import { DEFAULT_TAG_MANAGER_URL } from './tag-manager-csp.cjs';

/**
 * The tag manager of a shop (spec section 7: the tag-manager settings, `googletagmanager_trackingcode`): which
 * container, and where its loader comes from. Pure rules, shared by the server (layout, CSP), the browser loader and
 * the reference backend's container stand-in.
 */

/** The configured container id, or null when none (an empty code) or something that is no container id is set. */
export function containerIdOf(settings: TagManagerSettings): string | null {
  const code = settings.googletagmanager_trackingcode.trim().toUpperCase();
  return TAG_MANAGER_CONTAINER_PATTERN.test(code) ? code : null;
}

/** The loader URL of a container: `{base}/gtm.js?id=GTM-…`. */
export function tagManagerScriptUrl(base: string, containerId: string): string {
  return `${base.replace(/\/+$/, '')}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/** Where gtm.js comes from: TAG_MANAGER_URL, else Google's. */
export function tagManagerBase(env: Record<string, string | undefined>): string {
  return (env.TAG_MANAGER_URL?.trim() || DEFAULT_TAG_MANAGER_URL).replace(/\/+$/, '');
}
