import type { ConsoleTaxRate } from '@selfcare/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormActions } from '@/shared/ui/form-actions';
import { colomboInstant } from '@/shared/ui/instants';
import { endTaxRate } from './api/end-tax-rate';

/** Ends a rate at an instant (now or later): charges from then on no longer carry it. */
export function EndTaxRateDialog({ rate, onClose }: { rate: ConsoleTaxRate; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [at, setAt] = useState('');
  const end = useMutation({
    mutationFn: () => endTaxRate(rate.id, colomboInstant(at) ?? ''),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['tax-rates'] });
      onClose();
    },
  });
  return (
    <Dialog
      title={t('tax.end', { name: rate.name })}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {end.error ? <Alert kind="error">{errorText(end.error)}</Alert> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          end.mutate();
        }}
      >
        <Field label={t('tax.endAt')}>
          {(control) => (
            <input {...control} type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} />
          )}
        </Field>
        <FormActions saving={end.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
