import { notFound } from 'next/navigation';
import { getMarket } from '@/lib/markets';
import { findMakeBySlug, findModelBySlug } from '@/server/vehicles/queries';

/** The make and model named by /shopbymodel/{make}/{model} URLs, or the not-found page. */
export async function loadMakeModel(params: Promise<{ locale: string; make: string; model: string }>) {
  const { locale: raw, make: makeSlug, model: modelSlug } = await params;
  const locale = getMarket(raw).locale;
  const make = await findMakeBySlug(makeSlug);
  const model = make && (await findModelBySlug(make.id, modelSlug));
  if (!make || !model) notFound();
  return { locale, make, model };
}
