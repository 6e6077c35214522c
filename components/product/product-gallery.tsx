'use client';

import Image from 'next/image';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './gallery.module.css';
import type { Image as ImageData } from '@/lib/contract/product-card';

/** Product images: the first is the LCP element (preloaded, eager); thumbnails switch the large image. */
export function ProductGallery({ images, title }: { images: ImageData[]; title: string }) {
  const t = useTranslations('Product');
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <section className={styles.gallery} aria-label={t('gallery')}>
      <div className={styles.main}>
        <Image
          src={current.url}
          alt={current.alt || title}
          width={current.width}
          height={current.height}
          preload={index === 0}
          loading={index === 0 ? 'eager' : undefined}
          fetchPriority={index === 0 ? 'high' : undefined}
          sizes="(max-width: 992px) 100vw, 50vw"
        />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={t('showImage', { index: i + 1, count: images.length })}
                onClick={() => setIndex(i)}
              >
                <Image src={image.url} alt="" width={96} height={96} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
