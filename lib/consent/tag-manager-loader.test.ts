import { CONSENT_DEFAULT_ELEMENT_ID, CONTAINER_ATTRIBUTE, TAG_MANAGER_SRC_ATTRIBUTE } from './consent-default-script.cjs';
import { injectTagManager, pageTagManager } from './tag-manager-loader';

type FakeElement = { id: string; async?: boolean; src?: string; getAttribute: (name: string) => string | null };

/** Just enough of a Document: elements by id, a head to append to, a window with a data layer. */
function fakeDocument(attributes: Record<string, string> | null) {
  const elements = new Map<string, FakeElement>();
  if (attributes) elements.set(CONSENT_DEFAULT_ELEMENT_ID, { id: CONSENT_DEFAULT_ELEMENT_ID, getAttribute: (name) => attributes[name] ?? null });
  const view: { dataLayer?: unknown[] } = {};
  const appended: FakeElement[] = [];
  const doc = {
    defaultView: view,
    getElementById: (id: string) => elements.get(id) ?? null,
    createElement: (): FakeElement => ({ id: '', getAttribute: () => null }),
    head: {
      appendChild: (element: FakeElement) => {
        appended.push(element);
        elements.set(element.id, element);
      },
    },
  };
  return { doc: doc as unknown as Document, view, appended };
}

describe('the tag-manager loader', () => {
  test('reads the container only from a page that has the consent default with a container id and an http(s) origin', () => {
    const setup = { [CONTAINER_ATTRIBUTE]: 'GTM-5XKQ7ZT', [TAG_MANAGER_SRC_ATTRIBUTE]: 'http://127.0.0.1:4100' };
    expect(pageTagManager(fakeDocument(setup).doc)).toEqual({ containerId: 'GTM-5XKQ7ZT', base: 'http://127.0.0.1:4100' });
    expect(pageTagManager(fakeDocument(null).doc)).toBeNull();
    expect(pageTagManager(fakeDocument({ ...setup, [CONTAINER_ATTRIBUTE]: 'x' }).doc)).toBeNull();
    expect(pageTagManager(fakeDocument({ ...setup, [TAG_MANAGER_SRC_ATTRIBUTE]: 'javascript:alert(1)' }).doc)).toBeNull();
  });

  test("adds gtm.js once, after Google's start event", () => {
    const { doc, view, appended } = fakeDocument(null);
    injectTagManager(doc, { containerId: 'GTM-5XKQ7ZT', base: 'http://127.0.0.1:4100' });
    injectTagManager(doc, { containerId: 'GTM-5XKQ7ZT', base: 'http://127.0.0.1:4100' });
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ async: true, src: 'http://127.0.0.1:4100/gtm.js?id=GTM-5XKQ7ZT' });
    expect(view.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });
});
