import { notFound } from 'next/navigation';

/** The proxy rewrites here when the URL-rewriting lookup knows no such URL (reason rewriting-failed). */
export default function Unresolved(): never {
  notFound();
}
