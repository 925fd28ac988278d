'use client';

import { Link } from '@/components/Link';
import type { ReactNode } from 'react';

/** What a product card shows, in words already: no product object, no dictionary (docs/decisions/042). */
export interface CardView {
  href: string;
  title: string;
  brand: string;
  /** "Part # …" */
  partNumber: string;
  imageUrl: string;
  /** The price to pay, formatted in the market's currency. */
  price: string;
  /** On sale: the regular price, in words ("was $39.99"), struck through. */
  was: ReactNode;
  coreCharge: string | null;
  /** The first cards of a page are likely the largest paint: load them at once. */
  eager: boolean;
}

/**
 * A product card's markup, drawn from `card` (a few short strings): the page embeds these for the
 * browser instead of the card's whole element tree. The shopper's parts and the cart form are slots.
 */
export function ProductCardFrame({ card, badge, availability, cart }: { card: CardView; badge?: ReactNode; availability?: ReactNode; cart?: ReactNode }) {
  return (
    <article data-testid="product-card" className="relative flex h-full flex-col rounded-lg border border-line bg-white p-3 hover:border-ink">
      <div className="relative">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG cards, sized by CSS */}
        <img src={card.imageUrl} alt="" width={400} height={400} loading={card.eager ? 'eager' : 'lazy'} fetchPriority={card.eager ? 'high' : undefined} decoding="async" className="aspect-square w-full rounded bg-panel object-contain" />
        {badge}
      </div>
      <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-muted">{card.brand}</p>
      <h3 className="mt-0.5 line-clamp-3 font-semibold leading-snug hyphens-auto [overflow-wrap:anywhere]">
        <Link href={card.href} className="after:absolute after:inset-0 hover:underline">
          {card.title}
        </Link>
      </h3>
      <p className="mt-1 text-xs text-muted">{card.partNumber}</p>
      {availability}
      <div className="mt-auto pt-3">
        {card.was ? (
          <p>
            <span data-testid="price" className="text-xl font-extrabold text-brand-dark">
              {card.price}
            </span>{' '}
            <span className="text-sm text-muted">{card.was}</span>
          </p>
        ) : (
          <p data-testid="price" className="text-xl font-extrabold">
            {card.price}
          </p>
        )}
        {card.coreCharge ? <p className="text-xs text-muted">{card.coreCharge}</p> : null}
        {cart}
      </div>
    </article>
  );
}
