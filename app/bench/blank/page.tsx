import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Benchmark reference', robots: { index: false, follow: false } };

/**
 * A blank prerendered page served by the same server, outside the proxy: the reference point of `npm run bench`
 * (catalogue pages should reach a large share of its throughput). Not linked from the shops and not indexed.
 */
export default function BlankPage() {
  return <p>ok</p>;
}
