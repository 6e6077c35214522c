import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Shop } from '@/contract/shops';
import { formatPostDate } from '@/lib/content/post-date';
import styles from './blog.module.css';
import type { Image as ContentImage } from '@/contract/product-card';

/** Date line and picture of a blog post. */
export async function BlogPostMeta({ shop, date, image }: { shop: Shop; date: string; image: ContentImage | null }) {
  const t = await getTranslations({ locale: shop.locale, namespace: 'Content' });
  return (
    <>
      <p className={styles.date}>
        <time dateTime={date}>{t('publishedOn', { date: formatPostDate(date, shop.locale) })}</time>
      </p>
      {image ? (
        <Image className={styles.heroImage} src={image.url} alt={image.alt} width={image.width} height={image.height} sizes="(max-width: 767px) 100vw, 480px" />
      ) : null}
    </>
  );
}
