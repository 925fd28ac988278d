'use client';

import { useEffect } from 'react';
import type { PageViewData } from '@/lib/analytics';
import { pushPageView } from '@/lib/data-layer';

/**
 * Puts the page's analytics data on the data layer (spec §1 site sections), on first load
 * and on every client-side navigation. Data only: no tag is loaded, no cookie is written.
 */
export function PageView({ data }: { data: PageViewData }) {
  const key = JSON.stringify(data);
  useEffect(() => {
    pushPageView(JSON.parse(key) as PageViewData);
  }, [key]);
  return null;
}
