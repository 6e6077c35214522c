import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A tap before the page's JavaScript has run is never lost in the layout (ADR 0044): every control of the layout's
 * server HTML whose effect comes from a React handler either works natively (a link with `href`, a form with
 * `action` and its named fields or submit button, a `popovertarget` button, <details>/<summary>) or is disabled
 * until hydration (`disabled={... !hydrated ...}`, components/layout/use-hydrated.ts). Controls that exist only after
 * hydration are listed below with the reason; the deferred modules' reason is checked.
 */
const DIR = __dirname;
const HANDLERS = new Set(['onClick', 'onChange', 'onInput', 'onSubmit', 'onPointerDown', 'onPointerUp', 'onMouseDown', 'onKeyDown']);
/** Keyboard handlers of a native control enhance it (the search field's arrow keys); they are no tap to lose. */
const ENHANCING_ONLY = new Set(['onKeyDown']);

/** Files whose controls render only after hydration, and why. */
const CLIENT_ONLY: Record<string, string> = {
  'mobile-menu-tree.tsx': 'next/dynamic with ssr: false (mobile-menu.tsx)',
  'mega-menu-sections.tsx': 'next/dynamic with ssr: false (mega-menu.tsx)',
  'scroll-to-top-button.tsx': 'next/dynamic with ssr: false (after-hydration-islands.tsx)',
  'new-version-toast.tsx': 'next/dynamic with ssr: false (after-hydration-islands.tsx)',
  'toast-region.tsx': 'toasts are added by client events only; the server renders the empty live region',
  'menu-load-state.tsx': "the retry button shows only after a failed client-side request ('failed')",
};
/** Single controls that render only after hydration: file and a piece of the handler's text. */
const CLIENT_ONLY_CONTROLS: Array<{ file: string; handler: string; reason: string }> = [
  { file: 'support-box.tsx', handler: 'query.refetch()', reason: "the error icon replaces the box only after /api/store-info failed in the browser" },
];
const DEFERRED_BY_DYNAMIC = ['mobile-menu-tree.tsx', 'mega-menu-sections.tsx', 'scroll-to-top-button.tsx', 'new-version-toast.tsx', 'chat-badge.tsx'];

type Finding = { file: string; line: number; tag: string; handler: string };

function attributes(node: ts.JsxOpeningLikeElement): Map<string, string> {
  const found = new Map<string, string>();
  for (const property of node.attributes.properties) {
    if (!ts.isJsxAttribute(property)) continue;
    const name = property.name.getText();
    const value = property.initializer;
    found.set(name, value === undefined ? 'true' : value.getText());
  }
  return found;
}

function insideElement(node: ts.Node, tag: string, attribute: string): boolean {
  for (let parent: ts.Node | undefined = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent)) {
      const opening = parent.openingElement;
      if (opening.tagName.getText() === tag && attributes(opening).has(attribute)) return true;
    }
  }
  return false;
}

/** Whether the element works before hydration (natively or disabled until then). */
function worksBeforeHydration(node: ts.JsxOpeningLikeElement, tag: string, attrs: Map<string, string>): boolean {
  const disabledUntilHydrated = /\bhydrated\b/.test(attrs.get('disabled') ?? '');
  switch (tag) {
    case 'a':
      return attrs.has('href');
    case 'form':
      return attrs.has('action');
    case 'details':
    case 'summary':
      return true;
    case 'button':
      return (
        attrs.has('popoverTarget') ||
        disabledUntilHydrated ||
        (attrs.get('type') === '"submit"' && insideElement(node, 'form', 'action'))
      );
    case 'input':
    case 'select':
    case 'textarea':
      return disabledUntilHydrated || (attrs.has('name') && insideElement(node, 'form', 'action'));
    default:
      // A handler on an element that is no control (a backdrop click on a <div>) does nothing before hydration.
      return false;
  }
}

function findings(file: string): Finding[] {
  const source = readFileSync(path.join(DIR, file), 'utf8');
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText();
      if (/^[a-z]/.test(tag)) {
        const attrs = attributes(node);
        for (const [name, value] of attrs) {
          if (!HANDLERS.has(name) || ENHANCING_ONLY.has(name)) continue;
          if (worksBeforeHydration(node, tag, attrs)) continue;
          if (CLIENT_ONLY_CONTROLS.some((entry) => entry.file === file && value.includes(entry.handler))) continue;
          const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.push({ file, line, tag, handler: name });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const layoutFiles = readdirSync(DIR).filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'));

describe('layout controls before hydration', () => {
  it('every control of the server HTML works natively or is disabled until hydrated', () => {
    const lost = layoutFiles.filter((file) => !(file in CLIENT_ONLY)).flatMap(findings);
    expect(lost.map((entry) => `${entry.file}:${entry.line} <${entry.tag} ${entry.handler}>`)).toEqual([]);
  });

  it('finds a button that needs a React handler, and accepts the native and the disabled ones', () => {
    const check = (code: string) => {
      const sourceFile = ts.createSourceFile('probe.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const results: boolean[] = [];
      const visit = (node: ts.Node) => {
        if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && /^[a-z]/.test(node.tagName.getText())) {
          const attrs = attributes(node);
          if ([...attrs.keys()].some((name) => HANDLERS.has(name))) results.push(worksBeforeHydration(node, node.tagName.getText(), attrs));
        }
        ts.forEachChild(node, visit);
      };
      visit(sourceFile);
      return results;
    };
    expect(check('const a = <button type="button" onClick={open}>Menu</button>;')).toEqual([false]);
    expect(check('const a = <div onClick={close} />;')).toEqual([false]);
    expect(check('const a = <select onChange={pick} />;')).toEqual([false]);
    expect(check('const a = <a onClick={go}>x</a>;')).toEqual([false]);
    expect(check('const a = <button type="submit" onClick={go}>x</button>;')).toEqual([false]);
    expect(check('const a = <button popoverTarget={id} onClick={track}>Menu</button>;')).toEqual([true]);
    expect(check('const a = <button disabled={!hydrated} onClick={dismiss}>x</button>;')).toEqual([true]);
    expect(check('const a = <select disabled={locked || !hydrated} onChange={pick} />;')).toEqual([true]);
    expect(check('const a = <a href="/cart" onClick={open}>Cart</a>;')).toEqual([true]);
    expect(check('const a = <form action="/search" onSubmit={go}><input name="q" onChange={type} /><button type="submit" onClick={x} /></form>;')).toEqual([true, true, true]);
  });

  it('the files said to render only after hydration are loaded that way', () => {
    for (const file of DEFERRED_BY_DYNAMIC) {
      const modulePath = `./${file.replace(/\.tsx$/, '')}`;
      const importers = layoutFiles.filter((name) => {
        const source = readFileSync(path.join(DIR, name), 'utf8');
        return source.includes(`import('${modulePath}')`) && /ssr:\s*false/.test(source);
      });
      expect({ file, deferred: importers.length > 0 }).toEqual({ file, deferred: true });
      // No static import brings it into the server HTML.
      for (const name of layoutFiles) {
        const source = readFileSync(path.join(DIR, name), 'utf8');
        expect({ name, imports: new RegExp(`from '${modulePath.replace('.', '\\.')}'`).test(source) }).toEqual({ name, imports: false });
      }
    }
    expect(Object.keys(CLIENT_ONLY).every((file) => layoutFiles.includes(file))).toBe(true);
    expect(CLIENT_ONLY_CONTROLS.every((entry) => readFileSync(path.join(DIR, entry.file), 'utf8').includes(entry.handler))).toBe(true);
  });
});
