import Link from 'next/link';
import { opsSignOutAction } from './actions';

/** The bar of the operators' pages: where you are, and sign out. */
export function OpsHeader() {
  return (
    <header className="border-b border-line bg-ink text-white">
      <div className="mx-auto flex max-w-[1280px] flex-wrap items-center justify-between gap-2 px-4 py-2">
        <nav aria-label="Operators" className="flex flex-wrap items-center gap-4">
          <span className="font-bold">Redline operators</span>
          <Link href="/ops/outbox" className="flex min-h-11 items-center underline-offset-4 hover:underline">
            Outbox
          </Link>
          <Link href="/ops/chat" className="flex min-h-11 items-center underline-offset-4 hover:underline">
            Live chat
          </Link>
          <Link href="/ops/content" className="flex min-h-11 items-center underline-offset-4 hover:underline">
            Content
          </Link>
          <Link href="/ops/jobs" className="flex min-h-11 items-center underline-offset-4 hover:underline">
            Jobs
          </Link>
        </nav>
        <form action={opsSignOutAction}>
          <button type="submit" className="min-h-11 rounded-md border border-white/60 px-4 text-sm font-semibold hover:bg-white/10">
            Sign out
          </button>
        </form>
      </div>
    </header>
  );
}
