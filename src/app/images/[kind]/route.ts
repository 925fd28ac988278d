import { NO_SUCH_ENDPOINT } from '@/server/platform/http';

/** A path under /images too short to name a picture: 404 with the error envelope (noSuchEndpoint). */
export const { GET, HEAD } = NO_SUCH_ENDPOINT;
