import { notFound } from 'next/navigation';

export function generateStaticParams(): Array<{ rest: string[] }> {
  return [];
}

/** A path below a known route that no page serves (for example `/cart/x`): the not-found page with status 404. */
export default function UnknownRoute(): never {
  notFound();
}
