import { notFound } from 'next/navigation';

/** Any path under /ops that no back-office page serves: the back office's not-found page. */
export default function NoSuchOpsPage(): never {
  notFound();
}
