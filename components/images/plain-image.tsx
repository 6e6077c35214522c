import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's `<img>` (the same `src`, `srcset`, `sizes`, lazy loading and optimizer URLs, from `getImageProps`)
 * without next/image's client component: that component only adds load and error handlers for blur placeholders
 * and `onLoadingComplete`, which no catalogue image uses, and rendering it from any page put its code (about 3 kB
 * gzip) into every page's first-load JavaScript (ADR 0042). Works in server and client components. `preload`
 * hints the image first in the head, as next/image does (ADR 0038).
 */
export function PlainImage(props: ImageProps) {
  const { props: image } = getImageProps(props);
  if (props.preload) {
    preload(image.src, {
      as: 'image',
      ...(image.srcSet ? { imageSrcSet: image.srcSet } : {}),
      ...(image.sizes ? { imageSizes: image.sizes } : {}),
      ...(image.fetchPriority ? { fetchPriority: image.fetchPriority } : {}),
    });
  }
  // next/image's own props for this element (optimizer URLs, alt included), as getImageProps documents.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...image} alt={props.alt} />;
}
