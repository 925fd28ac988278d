import { ApiCallError, browserApiClient } from '@/lib/api-client';
import type { Locale } from '@/lib/markets';
import type { LookupRequest } from './rewards-form';
import type { ApiFailure, LookupResponse, MergeResponse, ValidateResponse } from './rewards-flow';

/** The rewards calls of the modal and the rewards pages (contract items 1 to 6). */
export function rewardsApi(locale: Locale) {
  const api = browserApiClient(locale);
  return {
    search: (request: LookupRequest) => api.post<LookupResponse>('/ecomm/b2c/customer/v1/search', request),
    validate: (body: { rewardsId: string } | { profileKey: string }) => api.post<ValidateResponse>('/ecomm/b2c/v1/currentUser/rewards/validate', body),
    answer: (body: { profileKey: string; answer: string }) => api.post<ValidateResponse>('/ecomm/b2c/v1/currentUser/rewards/securityQuestion', body),
    sendUnlockCode: (body: { profileKey: string }) => api.post<{ email: string; minutes: number }>('/ecomm/b2c/v1/currentUser/rewards/securityQuestion/code', body),
    unlock: (body: { profileKey: string; code: string }) => api.post<ValidateResponse>('/ecomm/b2c/v1/currentUser/rewards/securityQuestion/unlock', body),
    merge: (mergeToken: string) => api.post<MergeResponse>('/ecomm/b2c/v1/currentUser/rewards/merge', { mergeToken }),
    join: (body: unknown) => api.post<{ rewardsId: string }>('/ecomm/b2c/v1/currentUser/rewards', body),
    updateProfile: (body: unknown) => api.put<unknown>('/ecomm/b2c/v1/currentUser/rewards/profile', body),
  };
}

/** A thrown call as the flow reads it: an answer's status and envelope, or null when no answer came. */
export function failureOf(error: unknown): ApiFailure {
  return error instanceof ApiCallError ? { status: error.status, detail: error.detail } : null;
}
