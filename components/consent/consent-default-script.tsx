import { CONSENT_DEFAULT_ELEMENT_ID, CONSENT_DEFAULT_SCRIPT, CONTAINER_ATTRIBUTE, TAG_MANAGER_SRC_ATTRIBUTE } from '@/lib/consent/consent-default-script.cjs';
import type { TagManagerSetup } from '@/lib/consent/tag-manager-server';

/**
 * Google Consent Mode's default (all denied) at the top of <head>, only for a shop with a container: the fixed script
 * text is named by hash in the pages' policy; the container and the loader's origin ride in data attributes, which
 * the tag-manager loader reads after consent (ADR 0058).
 */
export function ConsentDefaultScript({ tagManager }: { tagManager: TagManagerSetup }) {
  const data = { [CONTAINER_ATTRIBUTE]: tagManager.containerId, [TAG_MANAGER_SRC_ATTRIBUTE]: tagManager.base };
  return <script id={CONSENT_DEFAULT_ELEMENT_ID} {...data} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />;
}
