import { load, type CheerioAPI } from 'cheerio';
import { rawGet, type RawResponse } from './raw-http';

export type HtmlResponse = RawResponse & { $: CheerioAPI };

/**
 * The server's HTML of a page as crawlers and browsers without JavaScript get it, parsed (cheerio), for the HTTP tier:
 * status, headers and markup in one plain request, without a browser.
 */
export async function serverHtml(path: string, host: string, headers: Record<string, string> = {}): Promise<HtmlResponse> {
  const response = await rawGet(path, host, headers);
  return { ...response, $: load(response.body) };
}

/** The JSON-LD blocks of a page's server HTML, parsed. */
export function jsonLdOf($: CheerioAPI): Array<Record<string, unknown>> {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((element) => JSON.parse($(element).text()) as Record<string, unknown>);
}

/** The text of an element as a reader sees it: whitespace runs collapsed, trimmed. */
export function textOf($: CheerioAPI, selector: string): string {
  return $(selector).first().text().replace(/\s+/g, ' ').trim();
}
