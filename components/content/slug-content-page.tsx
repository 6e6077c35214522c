import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import type { Content } from '@/contract/content';
import { contentMetadata } from '@/lib/content/content-metadata';
import { getContentBySlug } from '@/lib/content/server';
import type { Shop } from '@/contract/shops';
import { InfoPage } from './info-page';
import { RichText } from './rich-text';

/** Metadata of an info route that shows the content behind a fixed slug (canonical on the route). */
export async function slugContentMetadata(shop: Shop, slug: string, route: string): Promise<Metadata> {
  const content = await getContentBySlug(shop, slug);
  return content ? contentMetadata(shop, content, route) : {};
}

/**
 * An info route (/about, /configurators, /feedback, ...) showing the content behind a fixed slug; `extra` renders
 * below the text with the content at hand (the contact form, the advent doors). No content: the 404 page.
 */
export async function SlugContentPage({ shop, slug, route, extra }: {
  shop: Shop;
  slug: string;
  route: string;
  extra?: (content: Content) => ReactNode;
}) {
  const content = await getContentBySlug(shop, slug);
  if (!content) notFound();
  return (
    <InfoPage shop={shop} title={content.title} lead={content.chapo || undefined} path={route}>
      <RichText html={content.description} />
      {extra ? extra(content) : null}
    </InfoPage>
  );
}
