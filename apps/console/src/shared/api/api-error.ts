import { t } from '@/shared/i18n/translate';

/** Every failed call ends as one of these: screens show `message`, a readable sentence. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const errorText = (error: unknown): string => (error instanceof ApiError ? error.message : t('errors.generic'));
