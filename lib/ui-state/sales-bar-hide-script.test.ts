import { SALES_BAR_ELEMENT_ID, SALES_BAR_HIDE_SCRIPT, SALES_BAR_KEY_ATTRIBUTE, SALES_BAR_SIGNATURE_ATTRIBUTE } from './sales-bar-hide-script.cjs';

type Run = { styles: string[] };

/** Runs the inline script against a minimal document: a bar with the given attributes and a local storage. */
function run(attributes: Record<string, string> | null, stored: Record<string, string>): Run {
  const result: Run = { styles: [] };
  const bar = attributes === null ? null : { getAttribute: (name: string) => attributes[name] ?? null };
  const document = {
    getElementById: (id: string) => (id === SALES_BAR_ELEMENT_ID ? bar : null),
    createElement: () => ({ textContent: '' }),
    head: { appendChild: (element: { textContent: string }) => result.styles.push(element.textContent) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('document', 'localStorage', SALES_BAR_HIDE_SCRIPT)(document, localStorage);
  return result;
}

const bar = { [SALES_BAR_KEY_ATTRIBUTE]: 'salesbar_dismissed_at', [SALES_BAR_SIGNATURE_ATTRIBUTE]: 'abc' };

describe('the sales bar hide script', () => {
  it('hides a bar whose message was dismissed before', () => {
    expect(run(bar, { salesbar_dismissed_at: 'abc' }).styles).toEqual(['#sales-bar{display:none}']);
  });

  it('leaves a new message, a never-dismissed bar, a bar without attributes and a missing bar alone', () => {
    expect(run(bar, { salesbar_dismissed_at: 'older' }).styles).toEqual([]);
    expect(run(bar, {}).styles).toEqual([]);
    expect(run({}, { null: 'null' }).styles).toEqual([]);
    expect(run(null, {}).styles).toEqual([]);
  });

  it('has one fixed text, safe inside a script element', () => {
    expect(SALES_BAR_HIDE_SCRIPT).not.toContain('<');
  });
});
