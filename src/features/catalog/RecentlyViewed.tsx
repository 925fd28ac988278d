'use client';

import { Link } from '@/components/Link';
import { useSyncExternalStore } from 'react';
import { readViewed, type ViewedProduct } from '@/lib/recently-viewed';
import { LOCAL_STORAGE } from '@/lib/storage-keys';

const NONE: ViewedProduct[] = [];
let snapshot: { raw: string | null; list: ViewedProduct[] } = { raw: null, list: NONE };

/** The list is read once per change of the stored text, so React sees a stable snapshot. */
function read(): ViewedProduct[] {
  const raw = window.localStorage.getItem(LOCAL_STORAGE.recentlyViewed);
  if (raw !== snapshot.raw) snapshot = { raw, list: readViewed(window.localStorage) };
  return snapshot.list;
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The home page's "recently viewed": the product pages this browser opened, in this locale. */
export function RecentlyViewed({ locale, title }: { locale: string; title: string }) {
  const items = useSyncExternalStore(subscribe, read, () => NONE).filter((p) => p.locale === locale);
  if (!items.length) return null;
  return (
    <section aria-labelledby="recently-viewed" className="mx-auto max-w-[1400px] px-4 py-8">
      <h2 id="recently-viewed" className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="-mx-4 mt-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {items.map((p) => (
          <li key={p.slug} className="w-40 shrink-0 snap-start md:w-48">
            <Link href={p.href} className="block rounded-lg border border-line p-2 hover:border-ink">
              {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG cards */}
              <img src={p.imageUrl} alt="" width={180} height={180} loading="lazy" className="aspect-square w-full rounded bg-panel object-contain" />
              <span className="mt-1 block text-xs font-semibold uppercase text-muted">{p.brand}</span>
              <span className="line-clamp-2 text-sm font-semibold">{p.title}</span>
              <span className="mt-1 block font-bold">{p.price}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
