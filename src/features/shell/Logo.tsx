/** The Redline wordmark, drawn inline so it costs no request. */
export function Logo({ tagline }: { tagline: string }) {
  return (
    <svg viewBox="0 0 168 40" className="h-8 w-auto md:h-9" role="img" aria-hidden="true">
      <path d="M4 34 L18 6 H32 L18 34 Z" fill="#c8102e" />
      <path d="M20 34 L34 6 H40 L26 34 Z" fill="#ffffff" opacity="0.9" />
      <text x="46" y="25" fill="#ffffff" fontFamily="system-ui, sans-serif" fontSize="22" fontWeight="800" letterSpacing="1">
        REDLINE
      </text>
      <text x="47" y="37" fill="#c9ccd1" fontFamily="system-ui, sans-serif" fontSize="8.5" fontWeight="600" letterSpacing="2.4">
        {tagline}
      </text>
    </svg>
  );
}
