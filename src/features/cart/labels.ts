import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import type { AddToCartLabels } from './AddToCartForm';

export async function addToCartLabels(locale: Locale): Promise<AddToCartLabels> {
  const t = await getTranslations({ locale, namespace: 'cart' });
  return { add: t('add'), adding: t('adding'), quantity: t('quantity'), viewCart: t('viewCart') };
}
