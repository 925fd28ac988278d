/** The Redline mark (inline SVG, no request) and the name as real text. */
export function Logo({ name, tagline }: { name: string; tagline: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 40 32" className="h-8 w-10" aria-hidden="true" focusable="false">
        <path d="M2 30 L16 2 H28 L14 30 Z" fill="#c8102e" />
        <path d="M17 30 L31 2 H38 L24 30 Z" fill="#ffffff" opacity="0.9" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-[22px] font-extrabold tracking-wide">{name}</span>{' '}
        <span className="mt-0.5 text-[8.5px] font-semibold tracking-[0.24em] text-white/75">{tagline}</span>
      </span>
    </span>
  );
}
