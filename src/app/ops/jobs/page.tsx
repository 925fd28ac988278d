import { opsMetadata, opsRequestLocale } from '@/features/ops/i18n';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { JobsView } from '@/features/ops/JobsView';
import { staffPage } from '@/features/ops/session';
import { jobsOverview } from '@/server/jobs/operators';

export const generateMetadata = opsMetadata('nav.jobs');

/** /ops/jobs: the job queue for operators (queues, schedules, failures, dead letters; retry, run now). */
export default async function JobsRoute() {
  const actor = await staffPage('/ops/jobs');
  const report = await jobsOverview(actor);
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="focus:outline-none">
        <JobsView report={report} locale={await opsRequestLocale()} />
      </main>
    </>
  );
}
