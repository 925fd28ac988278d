import { NO_SUCH_ENDPOINT } from '@/server/platform/http';

/** Any path under /api that no route handler serves: 404 with the error envelope (noSuchEndpoint). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = NO_SUCH_ENDPOINT;
