import { notFound } from 'next/navigation';
import { env } from '@/server/platform/env';

/**
 * Fault injection for the error-boundary journey: only when FAULT_INJECTION=1 (the e2e
 * server); everywhere else this path does not exist.
 */
export default function TestFault() {
  if (!env().FAULT_INJECTION) notFound();
  throw new Error('Injected fault for the error boundary test');
}
