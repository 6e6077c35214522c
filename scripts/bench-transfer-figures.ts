/**
 * What a page load moved over the network, read from a Lighthouse result's `network-requests` audit: every byte
 * transferred, the page's own JavaScript (first-load chunks and the chunks it loads later, up to the network quiet
 * Lighthouse waits for) and the requests to other origins (a tag manager, a widget's provider). Pure:
 * scripts/bench-lighthouse.ts runs Lighthouse.
 */
import { z } from 'zod';
import { median } from './bench-lighthouse-figures';

/** One row of the `network-requests` audit (LH.Audit.Details.Table item); only the fields read here. */
const networkRequestSchema = z.object({
  url: z.string(),
  transferSize: z.number().nonnegative().optional(),
  resourceType: z.string().optional(),
});
const networkRequestsSchema = z.object({ items: z.array(z.unknown()) });

export type TransferFigures = {
  /** Every byte the load transferred (encoded bodies and headers), kB. */
  totalKb: number;
  /** JavaScript from the page's own origin, as transferred (gzip from the storefront), kB. */
  ownJsKb: number;
  /** Requests to any origin but the page's own (data: and blob: URLs are no requests). */
  thirdPartyRequests: number;
  thirdPartyKb: number;
  /** The other origins asked, sorted. */
  thirdPartyOrigins: string[];
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The transfer figures of one Lighthouse run of `pageUrl`. Rows the audit holds in another shape are skipped; a
 * result without the audit throws (the figures would read as an empty page).
 */
export function transferFigures(details: unknown, pageUrl: string): TransferFigures {
  const table = networkRequestsSchema.safeParse(details);
  if (!table.success) throw new Error(`Lighthouse's network-requests audit of ${pageUrl} has no table`);
  const origin = new URL(pageUrl).origin;
  let totalBytes = 0;
  let ownJsBytes = 0;
  let thirdPartyBytes = 0;
  let thirdPartyRequests = 0;
  const thirdPartyOrigins = new Set<string>();
  for (const item of table.data.items) {
    const row = networkRequestSchema.safeParse(item);
    if (!row.success || !/^https?:/.test(row.data.url)) continue;
    const bytes = row.data.transferSize ?? 0;
    totalBytes += bytes;
    const rowOrigin = new URL(row.data.url).origin;
    if (rowOrigin === origin) {
      if (row.data.resourceType === 'Script') ownJsBytes += bytes;
    } else {
      thirdPartyRequests += 1;
      thirdPartyBytes += bytes;
      thirdPartyOrigins.add(rowOrigin);
    }
  }
  return { totalKb: kb(totalBytes), ownJsKb: kb(ownJsBytes), thirdPartyRequests, thirdPartyKb: kb(thirdPartyBytes), thirdPartyOrigins: [...thirdPartyOrigins].sort() };
}

/** Each figure the median of its runs; the other origins of every run together. */
export function medianTransfer(runs: TransferFigures[]): TransferFigures {
  const of = (pick: (run: TransferFigures) => number) => median(runs.map(pick));
  return {
    totalKb: of((run) => run.totalKb),
    ownJsKb: of((run) => run.ownJsKb),
    thirdPartyRequests: of((run) => run.thirdPartyRequests),
    thirdPartyKb: of((run) => run.thirdPartyKb),
    thirdPartyOrigins: [...new Set(runs.flatMap((run) => run.thirdPartyOrigins))].sort(),
  };
}
