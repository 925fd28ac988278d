import { redirect } from 'next/navigation';
import { OPS_HOME_PATH } from '@/features/ops/session';

/** /ops: the outbox is the operators' only page so far. */
export default function OpsHome() {
  redirect(OPS_HOME_PATH);
}
