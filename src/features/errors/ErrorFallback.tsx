import { Link } from '@/components/Link';
import type { ReactNode } from 'react';

/** The message block shared by the error boundary, the error page and the not-found page. */
export function ErrorFallback({ heading, body, actions, testId }: { heading: string; body: string; actions: ReactNode; testId: string }) {
  return (
    <section data-testid={testId} className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold md:text-3xl">{heading}</h1>
      <p className="mt-3 text-muted">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

export function HomeLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
      {label}
    </Link>
  );
}
