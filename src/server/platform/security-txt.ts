/** Where to report a vulnerability (SECURITY.md says what the store promises and how reports are answered). */
export const SECURITY_CONTACT = 'mailto:security@redline.example';
/** RFC 9116 §2.5.5: Expires should be less than a year away. Made per request, the file never goes stale. */
export const SECURITY_TXT_LIFETIME_DAYS = 364;

/** The body of /.well-known/security.txt (RFC 9116) for the site at `origin`, as of `now`. */
export function securityTxt(origin: string, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_LIFETIME_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${SECURITY_CONTACT}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en, es, pt',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}
