import { priceText } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StatusIcon } from '@/shared/payment/components/status-icon';
import { Spinner } from '@/shared/ui/spinner';
import { TextField } from '@/shared/ui/text-field';
import styles from './purchase.module.css';
import type { VoucherState } from './use-voucher';

export interface VoucherBoxProps {
  value: string;
  onChange: (value: string) => void;
  state: VoucherState;
  connectionType: number;
}

/**
 * The voucher code field and what became of the code (spec 001 section 4 "Voucher"): a spinner while it
 * is checked, a green tick with 'Success' and the price with it, or a red cross with why not (under the
 * field, tied to it). The state line is a live region, so the outcome is read out as it arrives.
 */
export function VoucherBox({ value, onChange, state, connectionType }: VoucherBoxProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.voucher}>
      <TextField
        label={t('purchaseFlow.voucher.label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        error={state.status === 'invalid' ? state.message : undefined}
      />
      <div className={styles.voucherStatus} aria-live="polite">
        {state.status === 'checking' && <Spinner inline />}
        {state.status === 'valid' && (
          <>
            <StatusIcon tone="success" />
            <span className={styles.valid}>{t('voucher.success')}</span>
            <span>
              {t('purchaseFlow.voucher.discountedPrice', {
                price: priceText(t, state.voucher.amount, connectionType),
              })}
            </span>
          </>
        )}
        {/* The reason is under the field, an alert tied to it, so it is read out once, from there. */}
        {state.status === 'invalid' && <StatusIcon tone="failure" />}
      </div>
    </div>
  );
}
