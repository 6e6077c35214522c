import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_REASONS } from './not-found-reason';

/** messages/{en,de,ro}.json: en is the key source; de and ro must be complete (S1-27). */
type Tree = { [key: string]: string | Tree };
const LANGUAGES = ['en', 'de', 'ro'] as const;

function load(language: string): Tree {
  return JSON.parse(readFileSync(join(__dirname, '..', '..', 'messages', `${language}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [nested, text] of flatten(value, path)) out.set(nested, text);
  }
  return out;
}

/**
 * Names of the ICU arguments of a message ('{count, plural, one {# item} other {# items}}' → ['count']),
 * checking brace balance on the way. Sub-messages of plural/select options are searched too.
 */
function icuArguments(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${i} in "${message}"`);
  };
  const readUntil = (stops: string): string => {
    const start = i;
    while (i < message.length && !stops.includes(message[i] ?? '')) i += 1;
    if (i >= message.length) fail('unclosed argument');
    return message.slice(start, i).trim();
  };
  function parseMessage(nested: boolean): void {
    while (i < message.length) {
      const char = message[i];
      if (char === '{') {
        i += 1;
        parseArgument();
      } else if (char === '}') {
        if (!nested) fail('unbalanced }');
        return;
      } else i += 1;
    }
    if (nested) fail('unclosed sub-message');
  }
  function parseArgument(): void {
    const name = readUntil(',}');
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) fail(`bad argument name '${name}'`);
    names.add(name);
    if (message[i] === '}') {
      i += 1;
      return;
    }
    i += 1; // ','
    const type = readUntil(',}');
    if (!['plural', 'select', 'selectordinal'].includes(type)) {
      readUntil('}');
      i += 1;
      return;
    }
    i += 1; // ','
    while (i < message.length) {
      while (/\s/.test(message[i] ?? '')) i += 1;
      if (message[i] === '}') {
        i += 1;
        return;
      }
      readUntil('{'); // option selector: one, other, =0 ...
      i += 1;
      parseMessage(true);
      i += 1; // closing '}' of the option
    }
    fail('unclosed plural/select');
  }
  parseMessage(false);
  return [...names].sort();
}

const messages = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(load(language))]));
const en = messages.en as Map<string, string>;

describe('messages', () => {
  test.each(['de', 'ro'] as const)('S1-27 %s.json has exactly the keys of en.json', (language) => {
    const keys = [...(messages[language] as Map<string, string>).keys()].sort();
    expect(keys).toEqual([...en.keys()].sort());
  });

  test.each(LANGUAGES)('%s.json has no empty text and only valid ICU messages', (language) => {
    for (const [key, text] of messages[language] as Map<string, string>) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect(() => icuArguments(text)).not.toThrow();
    }
  });

  test.each(['de', 'ro'] as const)('%s.json uses the same ICU arguments as en.json', (language) => {
    for (const [key, text] of en) {
      const translated = (messages[language] as Map<string, string>).get(key) ?? '';
      expect({ key, args: icuArguments(translated) }).toEqual({ key, args: icuArguments(text) });
    }
  });

  test('Romanian texts use the comma-below diacritics ș and ț, never the cedilla forms ş and ţ', () => {
    for (const [key, text] of messages.ro as Map<string, string>) {
      expect({ key, cedilla: /[şţŞŢ]/.test(text) }).toEqual({ key, cedilla: false });
    }
  });

  test('the ICU argument parser reads plural sub-messages', () => {
    expect(icuArguments('{count, plural, =0 {none} one {# item of {brand}} other {# items}}')).toEqual(['brand', 'count']);
    expect(icuArguments('incl. {percent}% VAT')).toEqual(['percent']);
    expect(() => icuArguments('broken {name')).toThrow();
  });

  test('the generic error texts of the spec', () => {
    expect(en.get('Common.genericError')).toBe('Something went wrong. Please contact our support team.');
    expect(en.get('Common.tryAgain')).toBe('An error occurred. Please try again.');
  });

  test('the loading hint text reads Please wait...', () => {
    expect(en.get('Common.pleaseWait')).toBe('Please wait...');
  });

  test('every not-found reason has a message', () => {
    for (const language of LANGUAGES) {
      for (const reason of NOT_FOUND_REASONS) expect((messages[language] as Map<string, string>).has(`NotFound.${reason}`)).toBe(true);
    }
  });

  test("German and Romanian VAT notes: 'inkl. {percent} % MwSt.' and 'TVA inclus {percent}%'", () => {
    expect(messages.de?.get('Catalog.inclVat')).toBe('inkl. {percent} % MwSt.');
    expect(messages.ro?.get('Catalog.inclVat')).toBe('TVA inclus {percent}%');
  });

  test("the spec's German cart texts say 'Warenkorb', the shop's one word for the cart", () => {
    expect(messages.de?.get('Cart.addFailed')).toBe('Hinzufügen zum Warenkorb fehlgeschlagen');
    expect(messages.de?.get('Cart.removed')).toBe('Aus dem Warenkorb entfernt');
  });
});
