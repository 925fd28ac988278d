import Link from 'next/link';

/** An operators' page or message that does not exist. */
export default function OpsNotFound() {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-extrabold">Not found</h1>
      <p className="mt-2">
        <Link href="/ops/outbox" className="font-semibold underline">
          Back to the outbox
        </Link>
      </p>
    </main>
  );
}
