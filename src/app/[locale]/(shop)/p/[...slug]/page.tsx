import type { Metadata } from 'next';
import ProductRoute, { generateMetadata as productMetadata } from '../../products/[...slug]/page';

type Props = { params: Promise<{ locale: string; slug: string[] }> };

/** Spec §2.1: /p/reviews/{slug} is rewritten to /p/{slug}, the short form of the product page. */
async function rewrite(params: Props['params']): Promise<{ locale: string; slug: string[] }> {
  const { locale, slug } = await params;
  return { locale, slug: slug[0] === 'reviews' ? slug.slice(1) : slug };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata({ params: rewrite(params) });
}

export default async function ShortProductRoute({ params }: Props) {
  return ProductRoute({ params: rewrite(params) });
}
