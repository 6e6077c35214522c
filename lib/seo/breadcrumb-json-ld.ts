import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl } from './origin-rule';

export type JsonLdCrumb = { title: string; url: string };

/** schema.org BreadcrumbList: Homepage, the trail, the current page (positions from 1, absolute URLs). */
export function breadcrumbJsonLd(origin: string, homeTitle: string, trail: readonly JsonLdCrumb[], current: JsonLdCrumb): WithContext<BreadcrumbList> {
  const steps = [{ title: homeTitle, url: '/' }, ...trail, current];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.title,
      item: absoluteUrl(origin, step.url),
    })),
  };
}
