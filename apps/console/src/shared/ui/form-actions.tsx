import { t } from '@/shared/i18n/translate';

/** A dialog form's Save (submits; off while saving) and Cancel. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="row">
      <button type="submit" className="primary" disabled={saving}>
        {t('common.save')}
      </button>
      <button type="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
