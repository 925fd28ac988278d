import type { ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import type { Fitment } from '@/server/vehicles/fitment-rules';

/**
 * The fitment badge's colours on a product card, the same whether the server or the browser draws
 * it: opaque tints with a rim, since the badge lies over the picture (whose own caption would show
 * through a translucent one).
 */
export const FITMENT_BADGE: Record<Fitment, string> = {
  FITS: 'bg-[color-mix(in_srgb,var(--color-ok)_8%,white)] text-ok ring-1 ring-ok/40',
  UNIVERSAL: 'bg-[color-mix(in_srgb,var(--color-ok)_8%,white)] text-ok ring-1 ring-ok/40',
  NEEDS_MORE_INFO: 'bg-alert text-ink ring-1 ring-amber-500/60',
  DOES_NOT_FIT: 'bg-[color-mix(in_srgb,var(--color-brand)_8%,white)] text-brand-dark ring-1 ring-brand/40',
};

/**
 * Where the badge sits on a card: over the top of the image, so that it never moves the card's text
 * when it arrives. Not over its foot: a part type's generated picture has its caption there ("Tubo
 * de freio"), which the badge covered; its top is an empty margin (a long badge lies over the
 * drawing, never the caption).
 */
export const FITMENT_BADGE_PLACE = 'absolute inset-x-1.5 top-1.5 rounded px-2 py-0.5 text-xs font-semibold shadow-sm';

/** The product page's fitment banner tone per state. */
export const FITMENT_TONE: Record<Fitment | 'NO_VEHICLE', string> = {
  FITS: 'border-ok bg-ok/10',
  UNIVERSAL: 'border-ok bg-ok/10',
  NEEDS_MORE_INFO: 'border-amber-500 bg-alert',
  DOES_NOT_FIT: 'border-brand bg-brand/10',
  NO_VEHICLE: 'border-line bg-panel',
};

/** The fitment banner's frame: tone, icon and text, with the state's link below. Server and browser draw it alike. */
export function FitmentBannerFrame({ state, text, children }: { state: Fitment | 'NO_VEHICLE'; text: string; children?: ReactNode }) {
  return (
    <section data-testid="fitment-banner" data-fitment={state} aria-live="polite" className={`mt-4 rounded-lg border-l-4 p-3 ${FITMENT_TONE[state]}`}>
      <p className="flex items-start gap-2 font-semibold">
        <Icon name={state === 'FITS' || state === 'UNIVERSAL' ? 'check' : state === 'NO_VEHICLE' ? 'car' : 'alert'} />
        <span>{text}</span>
      </p>
      <div className="mt-1 pl-8 text-sm">{children}</div>
    </section>
  );
}
