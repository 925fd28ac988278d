import { notFound } from 'next/navigation';
import { getMarket } from '@/lib/markets';
import { db } from '@/server/db/client';
import { findMakeBySlug, findModelBySlug } from '@/server/vehicles/service';

/** The make and model named by /shopbymodel/{make}/{model} URLs, or the not-found page. */
export async function loadMakeModel(params: Promise<{ locale: string; make: string; model: string }>) {
  const { locale: raw, make: makeSlug, model: modelSlug } = await params;
  const locale = getMarket(raw).locale;
  const make = await findMakeBySlug(db(), makeSlug);
  const model = make && (await findModelBySlug(db(), make.id, modelSlug));
  if (!make || !model) notFound();
  return { locale, make, model };
}
