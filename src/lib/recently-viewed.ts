import { LOCAL_STORAGE } from './storage-keys';

export const RECENTLY_VIEWED_MAX = 12;

/** What the home page needs to show a product card again without asking the server. */
export interface ViewedProduct {
  /** The locale it was seen in: its title and price are in that language and currency. */
  locale: string;
  slug: string;
  title: string;
  brand: string;
  imageUrl: string;
  price: string;
  href: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function isViewed(value: unknown): value is ViewedProduct {
  const v = value as Record<string, unknown>;
  return !!v && ['locale', 'slug', 'title', 'brand', 'imageUrl', 'price', 'href'].every((k) => typeof v[k] === 'string') && String(v.href).startsWith('/');
}

export function readViewed(storage: Storage): ViewedProduct[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOCAL_STORAGE.recentlyViewed) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isViewed).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Newest first, each product once, at most RECENTLY_VIEWED_MAX; storage that fails is ignored. */
export function rememberViewed(storage: Storage, product: ViewedProduct): ViewedProduct[] {
  const list = [product, ...readViewed(storage).filter((p) => p.slug !== product.slug || p.locale !== product.locale)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage.setItem(LOCAL_STORAGE.recentlyViewed, JSON.stringify(list));
  } catch {
    // Private browsing or a full quota: the list is a convenience.
  }
  return list;
}
