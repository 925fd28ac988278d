import { opsMetadata, opsRequestLocale } from '@/features/ops/i18n';
import { notFound } from 'next/navigation';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { OutboxMessage } from '@/features/ops/OutboxMessage';
import { staffPage } from '@/features/ops/session';
import { outboxEmailAs } from '@/server/outbox/staff';
import { env } from '@/server/platform/env';

export const generateMetadata = opsMetadata('outbox.message');

type Props = { params: Promise<{ id: string }> };

/** /ops/outbox/{id}: one e-mail of the outbox. */
export default async function OutboxMessageRoute({ params }: Props) {
  const { id } = await params;
  const actor = await staffPage(`/ops/outbox/${encodeURIComponent(id)}`);
  const email = await outboxEmailAs(id, actor);
  if (!email) notFound();
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="focus:outline-none">
        <OutboxMessage email={email} from={env().MAIL_FROM} locale={await opsRequestLocale()} />
      </main>
    </>
  );
}
