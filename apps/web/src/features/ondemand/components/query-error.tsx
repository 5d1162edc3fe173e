import { errorMessage } from '@/shared/api/api-error';
import { Alert } from '@/shared/ui/alert';

/** A failed read: the server's message, or the spec's 'Something went wrong' text. */
export function QueryError({ error }: { error: unknown }) {
  return <Alert>{errorMessage(error)}</Alert>;
}
