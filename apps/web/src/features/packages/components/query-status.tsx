import { errorMessage } from '@/shared/api/api-error';
import { Alert } from '@/shared/ui/alert';
import { Spinner } from '@/shared/ui/spinner';

/** What a section shows before its data: the server's message (or the spec's default) or a spinner. */
export function QueryStatus({ error }: { error: Error | null }) {
  return error ? <Alert>{errorMessage(error)}</Alert> : <Spinner />;
}
