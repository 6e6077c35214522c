'use client';

import Image from 'next/image';
import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styles from './gallery.module.css';
import type { Pse } from '@/contract/product';
import type { Image as ImageData } from '@/contract/product-card';
import { chosenColourStore, colourChosenFor } from '@/lib/product/chosen-colour';
import { galleryFor } from '@/lib/product/gallery-images';

type Props = { productId: number; images: ImageData[]; title: string; pses: readonly Pse[]; initialColour: string | null };

/**
 * Product images: the first is the LCP element (preloaded, eager); thumbnails switch the large image. The image of the
 * chosen colour comes first: the variant of the URL on the server, the colour the shopper picks after that.
 */
export function ProductGallery({ productId, images, title, pses, initialColour }: Props) {
  const t = useTranslations('Product');
  const chosen = useSyncExternalStore(chosenColourStore.subscribe, chosenColourStore.get, () => null);
  const chosenHere = colourChosenFor(chosen, productId);
  const colour = chosenHere === undefined ? initialColour : chosenHere;
  // A thumbnail the shopper picked, for the colour it was picked in; a new colour shows that colour's image again.
  const [picked, setPicked] = useState<{ colour: string | null; index: number } | null>(null);
  const list = galleryFor(images, pses, colour);
  const index = picked && picked.colour === colour ? picked.index : 0;
  const current = list[index] ?? list[0];
  if (!current) return null;
  const first = current === list[0] && colour === initialColour;
  return (
    <section className={styles.gallery} aria-label={t('gallery')}>
      <div className={styles.main}>
        <Image
          key={current.url}
          src={current.url}
          alt={current.alt || title}
          width={current.width}
          height={current.height}
          preload={first}
          loading={first ? 'eager' : undefined}
          fetchPriority={first ? 'high' : undefined}
          sizes="(max-width: 992px) 100vw, 50vw"
          data-testid="gallery-main"
        />
      </div>
      {list.length > 1 ? (
        <ul className={styles.thumbs}>
          {list.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={t('showImage', { index: i + 1, count: list.length })}
                onClick={() => setPicked({ colour, index: i })}
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
