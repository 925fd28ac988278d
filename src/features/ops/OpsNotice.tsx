import { Link } from '@/components/Link';
import { OpsHeader } from './OpsHeader';

/** A back-office page that only says something (not found, not your role): the bar, a heading, a sentence and the way back to the dashboard every role may open. */
export function OpsNotice({ title, text, back }: { title: string; text: string; back: string }) {
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-md px-4 py-10 focus:outline-none">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <p className="mt-2">{text}</p>
        <p className="mt-4">
          <Link href="/ops" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
            {back}
          </Link>
        </p>
      </main>
    </>
  );
}
