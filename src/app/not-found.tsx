import { Link } from '@/components/Link';
import './globals.css';

/** Requests that never reach a locale (rare: paths the proxy does not see). */
export default function GlobalNotFound() {
  return (
    <html lang="en-US">
      <body className="p-8">
        <h1 className="text-2xl font-bold">Page not found</h1>
        <p className="mt-2">
          <Link href="/" className="text-brand-dark underline">
            Go to the home page
          </Link>
        </p>
      </body>
    </html>
  );
}
