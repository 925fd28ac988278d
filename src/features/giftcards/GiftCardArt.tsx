import { Logo } from '@/components/Logo';

/**
 * The branded gift card (spec §9 "gift card title is a branded gift card"), drawn rather than
 * downloaded: a card in the ISO ID-1 proportions in the brand's colours, the logo's slanted
 * stripes across it and the logo in the corner.
 */
export function GiftCardArt({ alt, cardLabel, logoName, logoTagline }: { alt: string; cardLabel: string; logoName: string; logoTagline: string }) {
  return (
    <div role="img" aria-label={alt} data-testid="gift-card-art" className="relative aspect-[856/540] w-full max-w-sm overflow-hidden rounded-2xl bg-ink text-white shadow-[0_12px_30px_rgba(0,0,0,0.3)]">
      <svg viewBox="0 0 856 540" preserveAspectRatio="xMaxYMid slice" className="absolute inset-0 h-full w-full" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="gift-card-shade" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2a2d33" />
            <stop offset="1" stopColor="#17191c" />
          </linearGradient>
        </defs>
        <rect width="856" height="540" fill="url(#gift-card-shade)" />
        <path d="M420 540 L690 0 H820 L550 540 Z" fill="#c8102e" />
        <path d="M585 540 L855 0 H900 L630 540 Z" fill="#ffffff" opacity="0.85" />
        <path d="M300 540 L570 0 H600 L330 540 Z" fill="#9b0c23" opacity="0.8" />
      </svg>
      <div className="relative flex h-full flex-col justify-between p-5">
        <Logo name={logoName} tagline={logoTagline} />
        <span className="text-sm font-bold uppercase tracking-[0.3em]">{cardLabel}</span>
      </div>
    </div>
  );
}
