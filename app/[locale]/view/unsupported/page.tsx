import { notFound } from 'next/navigation';

/** The proxy rewrites here when the rewriting lookup gives a view type the shop does not show (for example a folder). */
export default function Unsupported(): never {
  notFound();
}
