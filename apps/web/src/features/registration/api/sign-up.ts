import type { SignUpRequest, SignUpResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** A visitor's personal details: creates the account and its first connection (logged out). */
export function signUp(body: SignUpRequest): Promise<SignUpResponse> {
  return apiRequest<SignUpResponse>('/users/v1/registration', { method: 'POST', body, redirectOnUnauthorized: false });
}
