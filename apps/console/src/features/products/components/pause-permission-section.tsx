import type { ConsolePausePermissionRequest, ConsoleProduct } from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Field } from '@/shared/ui/field';
import { pausePermissionQuery, setPausePermission } from '../api/pause-permission';

/**
 * A base package's pause permission (decision 0074): whether its subscribers may pause its monthly
 * subscription for 1-3 months. Writers turn it on or off with a reason, which the audit keeps.
 */
export function PausePermissionSection({ product, writer }: { product: ConsoleProduct; writer: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery(pausePermissionQuery(product.id));
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: (body: ConsolePausePermissionRequest) => setPausePermission(product.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(pausePermissionQuery(product.id).queryKey, saved);
      setReason('');
    },
  });
  const allowed = current.data?.allowed;
  return (
    <section aria-labelledby="pause-permission-title">
      <h2 id="pause-permission-title">{t('pausePermission.title')}</h2>
      <p className="hint">{t('pausePermission.hint')}</p>
      {(current.error ?? save.error) ? <Alert kind="error">{errorText(current.error ?? save.error)}</Alert> : null}
      <p role="status">
        {allowed === undefined ? '' : allowed ? t('pausePermission.allowed') : t('pausePermission.notAllowed')}
      </p>
      {writer && allowed !== undefined ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ allowed: !allowed, reason });
          }}
        >
          <Field label={t('pausePermission.reason')}>
            {(control) => <input {...control} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </Field>
          <button type="submit" className={allowed ? 'danger' : 'primary'} disabled={save.isPending}>
            {allowed ? t('pausePermission.disallow') : t('pausePermission.allow')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
