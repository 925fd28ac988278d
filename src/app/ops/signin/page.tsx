import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { opsNextPath, operatorSignedIn } from '@/features/ops/session';
import { SignInForm } from '@/features/ops/SignInForm';
import { operatorToken } from '@/server/platform/ops-auth';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

/** /ops/signin: paste the operators' token (ADMIN_API_TOKEN). */
export default async function OpsSignInRoute({ searchParams }: Props) {
  const next = opsNextPath((await searchParams).next);
  if (await operatorSignedIn()) redirect(next);
  const enabled = operatorToken() !== null;
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-extrabold">Operators’ sign-in</h1>
      <p className="mt-2 text-sm text-muted">
        {enabled
          ? 'Paste the operators’ token (ADMIN_API_TOKEN). In the demo, npm start keeps it in .data/admin-token.'
          : 'The operators’ pages are off: set ADMIN_API_TOKEN (16 characters or more) and restart the server.'}
      </p>
      <div className="mt-6 rounded-lg border border-line p-4">
        <SignInForm next={next} enabled={enabled} />
      </div>
    </main>
  );
}
