import { notFound } from 'next/navigation';

/** `/not-found` and `/404` (the proxy maps `/404` here) show the not-found page with status 404. */
export default function NotFoundRoute(): never {
  notFound();
}
