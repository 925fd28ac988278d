/** Inline SVG icons: no icon font, no extra requests. */
const PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21',
  car: 'M5 16v2M19 16v2M3 16h18v-4l-2-5H5l-2 5v4zM3 12h18M7 14h.01M17 14h.01',
  store: 'M4 10v10h16V10M3 10l2-6h14l2 6H3zM9 20v-6h6v6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  cart: 'M3 4h2l2.4 11h11.2L21 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  alert: 'M12 3l10 18H2L12 3zM12 10v5M12 18h.01',
  pickup: 'M3 7h13v10H3zM16 10h4l1 3v4h-5M7 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  wrench: 'M14.5 6.5a4 4 0 0 0 5 5L13 18a2.1 2.1 0 0 1-3-3l6.5-6.5a4 4 0 0 0-2-2zM5 19l3-3',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1-3-5-3-5 0M12 7c1-3 5-3 5 0',
  battery: 'M3 8h16v9H3zM19 11h2v3h-2M7 12.5h4M9 10.5v4M14 12.5h2',
  droplet: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  gauge: 'M4 17a8 8 0 1 1 16 0M12 17l4-6M4 17h2M18 17h2M12 9V7',
  seat: 'M8 3h5l1 9H9L8 3zM9 12l-2 8M14 12h4l1 8M7 20h12',
  seal: 'M12 2l7 3v6c0 5-3 9-7 11-4-2-7-6-7-11V5l7-3zM8.5 12l2.5 2.5 5-5',
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v7h4v-7h3l1-4h-4V8.8c0-.6.3-.8 1-.8z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  youtube: 'M3 8c0-2 1-3 3-3h12c2 0 3 1 3 3v8c0 2-1 3-3 3H6c-2 0-3-1-3-3V8zM10 9v6l5-3-5-3z',
  x: 'M4 4l16 16M20 4L4 20',
  appStore: 'M12 3c3 0 4 1 4 1s-1 2-4 2-4-2-4-2 1-1 4-1zM7 8c2-1 3 0 5 0s3-1 5 0c2 1 3 4 2 7s-3 6-5 6c-1 0-1.5-.5-2-.5s-1 .5-2 .5c-2 0-4-3-5-6s0-6 2-7z',
  filter: 'M4 5h16l-6 7v6l-4 2v-8L4 5z',
  check: 'M5 12l5 5L20 7',
  pin: 'M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  locate: 'M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM12 2v3M12 19v3M2 12h3M19 12h3M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  truck: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  googlePlay: 'M5 3l12 9-12 9V3zM5 3l9 9M5 21l9-9',
} as const;

export type IconName = keyof typeof PATHS;

export function isIconName(name: string | undefined): name is IconName {
  return !!name && name in PATHS;
}

export function Icon({ name, className = 'h-6 w-6', title }: { name: IconName; className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path d={PATHS[name]} />
    </svg>
  );
}
