'use client';

import { useState } from 'react';
import type { ProductImageView } from '@/server/catalog/images';

const mainClass = 'mx-auto aspect-square w-full max-w-[min(100%,55vh)] rounded-lg border border-line bg-panel object-contain md:max-w-none';

/**
 * A product's pictures (decision 063): the chosen one large, the others as thumbnails below. A
 * thumbnail is a link to its picture, so without JavaScript it opens the picture; with it, it
 * shows the picture in the large place and marks itself as the current one.
 */
export function ProductGallery({ images, label, pictureOf }: { images: ProductImageView[]; label: string; pictureOf: string[] }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0]!;
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a stored picture of known size, served immutable from /images/products */}
      <img src={shown.url} alt={shown.alt} width={shown.width} height={shown.height} fetchPriority="high" className={mainClass} data-testid="product-image" />
      <ul aria-label={label} className="mt-3 flex flex-wrap justify-center gap-2 md:justify-start">
        {images.map((image, i) => (
          <li key={image.url}>
            <a
              href={image.url}
              aria-current={i === current ? 'true' : undefined}
              aria-label={pictureOf[i]}
              onClick={(event) => {
                event.preventDefault();
                setCurrent(i);
              }}
              className={`block min-h-11 rounded border-2 p-0.5 ${i === current ? 'border-brand' : 'border-line'}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- the same picture, shown small */}
              <img src={image.url} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded bg-panel object-contain" />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
