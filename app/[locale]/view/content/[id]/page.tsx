import { AdminPageMark } from '@/components/admin/admin-page-mark';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPostMeta } from '@/components/content/blog-post-meta';
import { InfoPage } from '@/components/content/info-page';
import { RichText } from '@/components/content/rich-text';
import { getContent, parseId } from '@/lib/catalog/server';
import { listingOfContent } from '@/lib/catalog/content-listing';
import type { Crumb } from '@/contract/category';
import { blogPostOf } from '@/lib/content/postscriptum';
import { contentMetadata } from '@/lib/content/content-metadata';
import { getFolder } from '@/lib/content/server';
import { INFO_ROUTES } from '@/lib/content/static-pages';
import { shopOfLocale } from '@/lib/shop/route-shop';
import type { Shop } from '@/contract/shops';
import { ListingSection } from '@/components/product-list/listing-section';

type Params = { params: Promise<{ locale: string; id: string }> };

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

async function load(locale: string, id: string) {
  const shop = shopOfLocale(locale);
  const contentId = parseId(id);
  const content = contentId === null ? null : await getContent(shop, contentId);
  return { shop, content };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params;
  const { shop, content } = await load(locale, id);
  if (!content) return {};
  return contentMetadata(shop, content, undefined, blogPostOf(content) ? 'article' : 'website');
}

/** A blog post's breadcrumb goes through the blog. */
async function trailOf(shop: Shop, folderId: number, isBlogPost: boolean): Promise<Crumb[]> {
  if (!isBlogPost || folderId === 0) return [];
  const folder = await getFolder(shop, folderId);
  return folder ? [{ id: folder.id, title: folder.title, url: INFO_ROUTES.blog }] : [];
}

/**
 * Content page (view type content). A content whose postscriptum holds JSON with brand_id and category_id is shown
 * as a listing of that brand in that category; any other content as a plain page (legal pages, blog posts, ...).
 * A content that cannot be read is the not-found page with reason content-fetch-failed.
 */
export default async function ContentRoute({ params }: Params) {
  const { locale, id } = await params;
  const { shop, content } = await load(locale, id);
  if (!content) notFound();
  const listing = listingOfContent(content.postscriptum);
  const post = blogPostOf(content);
  const trail = await trailOf(shop, content.folder_id, post !== null);
  return (
    <InfoPage shop={shop} title={content.title} lead={content.chapo || undefined} path={`/${content.url}`} trail={trail}>
      <AdminPageMark type="content" id={content.id} />
      {post ? <BlogPostMeta shop={shop} date={post.date} image={content.images[0] ?? null} /> : null}
      {listing ? (
        <ListingSection shop={shop} query={{ brand: listing.brand_id, category: listing.category_id }} label={content.title} />
      ) : (
        <RichText html={content.description} />
      )}
    </InfoPage>
  );
}
