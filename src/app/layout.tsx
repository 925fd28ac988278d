import type { ReactNode } from 'react';

/** The document lives in [locale]/layout.tsx, which knows the language. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
