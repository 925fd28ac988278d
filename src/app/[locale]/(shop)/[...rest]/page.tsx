import { notFound } from 'next/navigation';

/**
 * The catch-all SEO path. Resolving page types from the catalogue arrives with issue 4;
 * until then every unknown path is the not-found page (with the shell around it).
 */
export default function CatchAll() {
  notFound();
}
