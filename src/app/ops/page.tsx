import { redirect } from 'next/navigation';
import { OPS_HOME_PATH } from '@/features/ops/session';

/** /ops: the operators' pages (outbox, live chat, content) start at the outbox. */
export default function OpsHome() {
  redirect(OPS_HOME_PATH);
}
