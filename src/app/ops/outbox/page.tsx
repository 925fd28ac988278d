import { opsMetadata, opsRequestLocale } from '@/features/ops/i18n';
import { z } from 'zod';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { OutboxList } from '@/features/ops/OutboxList';
import { staffPage } from '@/features/ops/session';
import { recentEmailsAs } from '@/server/outbox/staff';
import { env } from '@/server/platform/env';

export const generateMetadata = opsMetadata('nav.outbox');

const OUTBOX_PAGE_SIZE = 100;
const Query = z.object({ to: z.string().trim().max(254).catch('') });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /ops/outbox?to=: the most recent e-mails of the outbox, for operators. */
export default async function OutboxRoute({ searchParams }: Props) {
  const { to } = Query.parse(await searchParams);
  const actor = await staffPage(to ? `/ops/outbox?to=${encodeURIComponent(to)}` : '/ops/outbox');
  const emails = await recentEmailsAs({ limit: OUTBOX_PAGE_SIZE, to: to || undefined }, actor);
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="focus:outline-none">
        <OutboxList emails={emails} to={to} limit={OUTBOX_PAGE_SIZE} smtpConfigured={!!env().SMTP_URL} locale={await opsRequestLocale()} />
      </main>
    </>
  );
}
