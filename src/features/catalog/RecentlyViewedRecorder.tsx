'use client';

import { useEffect } from 'react';
import { rememberViewed, type ViewedProduct } from '@/lib/recently-viewed';

/** Remembers this product page in the browser, for the home page's "recently viewed". */
export function RecentlyViewedRecorder({ product }: { product: ViewedProduct }) {
  useEffect(() => {
    rememberViewed(window.localStorage, product);
  }, [product]);
  return null;
}
