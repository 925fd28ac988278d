import type { ReactElement } from 'react';

/** An e-mail as a module renders it for the outbox: its subject and its HTML and text bodies. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

let server: Promise<typeof import('react-dom/server')> | undefined;

/**
 * An e-mail's element as static HTML. react-dom/server is loaded when first needed (Next.js refuses a
 * static import of it in code that route handlers and server actions reach, the React Server
 * Components layer; a dynamic import builds and runs there, with Turbopack, in `next dev` and
 * `next build`), and once: a dynamic import on every e-mail goes through the module loader again
 * each time (under tsx, which runs the CLIs, the jobs and the benchmarks, a round trip to its loader
 * thread), a cost the webhook's profile showed on every payment e-mail (docs/performance.md).
 */
export async function renderStaticMarkup(element: ReactElement): Promise<string> {
  const { renderToStaticMarkup } = await (server ??= import('react-dom/server'));
  return renderToStaticMarkup(element);
}
