import { CARE_REASON_MAX, CARE_REASON_MIN } from '@selfcare/contracts';
import { type ReactNode, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormActions } from '@/shared/ui/form-actions';

interface ReasonDialogProps {
  /** The button's text and the dialog's title: the action, named. */
  title: string;
  /** Fields of the action beyond the reason (a refund's amount). */
  children?: ReactNode;
  /** Does the action; its answer's sentence is shown on the page. */
  onConfirm: (reason: string) => Promise<string>;
  onDone: (message: string) => void;
  danger?: boolean;
}

/** Every care action asks why (kept in the audit) and is confirmed in a dialog before it is done. */
export function ReasonDialog({ title, children, onConfirm, onDone, danger = false }: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const text = reason.trim();
    if (text.length < CARE_REASON_MIN) return setError(t('common.required', { field: t('care.reason') }));
    setBusy(true);
    setFailure(null);
    try {
      onDone(await onConfirm(text));
      setOpen(false);
      setReason('');
      setError(undefined);
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={danger ? 'danger' : undefined} onClick={() => setOpen(true)}>
        {title}
      </button>
      <Dialog title={title} open={open} onOpenChange={setOpen}>
        {failure ? <Alert kind="error">{failure}</Alert> : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          noValidate
        >
          {children}
          <Field label={t('care.reason')} error={error}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={CARE_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <FormActions saving={busy} onCancel={() => setOpen(false)} />
        </form>
      </Dialog>
    </>
  );
}
