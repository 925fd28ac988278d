import type { NextRequest } from 'next/server';
import { pageHeader } from '@/server/api/page-header';

export function GET(request: NextRequest) {
  return pageHeader(request, 'v2');
}
