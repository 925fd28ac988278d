/** scripts/lib/forwarded-for.mjs: X-Forwarded-For with the socket address appended. */
export function appendForwardedFor(incoming: string | string[] | undefined, socketAddress: string | undefined): string;
