import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/content/info-page';
import styles from '@/components/content/blog.module.css';
import { blogPostOf } from '@/lib/content/postscriptum';
import { formatPostDate } from '@/lib/content/post-date';
import { getFolderBySlug } from '@/lib/content/server';
import { INFO_ROUTES, PAGE_FOLDER_SLUGS, sameRouteEverywhere } from '@/lib/content/static-pages';
import { toHref } from '@/lib/format/href';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const blog = await getFolderBySlug(shop, PAGE_FOLDER_SLUGS.blog);
  if (!blog) return {};
  const description = blog.contents.map((post) => post.title).join(' · ').slice(0, 160);
  return pageMetadata({ shop, title: blog.folder.title, description, path: INFO_ROUTES.blog, urls: sameRouteEverywhere(INFO_ROUTES.blog) });
}

/** /blog: the posts of the blog folder, newest first, each linking to its content page. */
export default async function BlogRoute({ params }: Params) {
  const shop = shopOfLocale((await params).locale);
  const [blog, t] = await Promise.all([getFolderBySlug(shop, PAGE_FOLDER_SLUGS.blog), getTranslations({ locale: shop.locale, namespace: 'Content' })]);
  if (!blog) notFound();
  const posts = blog.contents
    .map((content) => ({ content, date: blogPostOf(content)?.date ?? '' }))
    .sort((a, b) => b.date.localeCompare(a.date));
  return (
    <InfoPage shop={shop} title={blog.folder.title} path={INFO_ROUTES.blog}>
      {posts.length === 0 ? <p>{t('blogEmpty')}</p> : null}
      <ul className={styles.list}>
        {posts.map(({ content, date }) => {
          const image = content.images[0];
          return (
            <li key={content.id}>
              <article className={styles.card}>
                {image ? <Image src={image.url} alt="" width={image.width} height={image.height} sizes="(max-width: 767px) 100vw, 320px" /> : null}
                <div className={styles.body}>
                  <h2>
                    <Link href={toHref(content.url)}>{content.title}</Link>
                  </h2>
                  {date ? (
                    <time className={styles.cardDate} dateTime={date}>
                      {t('publishedOn', { date: formatPostDate(date, shop.locale) })}
                    </time>
                  ) : null}
                  {content.chapo ? <p>{content.chapo}</p> : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </InfoPage>
  );
}
