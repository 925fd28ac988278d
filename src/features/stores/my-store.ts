import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { COOKIES } from '@/lib/storage-keys';

/**
 * The store the browser's cookies name as the shopper's own, as the server reads it
 * (features/catalog/shopper-context.ts): the `preferredStoreId` cookie, null while the market's
 * default store stands in. The cookie is readable by scripts (docs/decisions/042).
 */
export function preferredStoreInCookies(cookie: string): string | null {
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0 || part.slice(0, at).trim() !== COOKIES.preferredStoreId) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
    return value && value !== DEFAULT_STORE_NUMBER ? value : null;
  }
  return null;
}
