import type {
  ConsoleProduct,
  ConsoleRetentionOffer,
  ConsoleRetentionOfferRequest,
  RetentionOfferKind,
  RetentionOfferTerms,
} from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Field } from '@/shared/ui/field';
import { retentionOfferQuery, setRetentionOffer } from '../api/retention-offer';

const offerText = (offer: ConsoleRetentionOffer['offer']) => {
  if (offer === null) return t('retentionOffer.none');
  if (offer.kind === 'pause') return t('retentionOffer.currentPause', { periods: offer.periods });
  return t('retentionOffer.current', { percent: offer.percent, renewals: offer.renewals });
};

/**
 * A product's retention offer (decisions 0072 and 0073): what a subscriber unsubscribing is offered to
 * stay, a discount on the next renewals or a pause. Writers set or clear it with a reason, which the
 * audit keeps; the server checks the bounds and that a pause goes on a monthly product.
 */
export function RetentionOfferSection({ product, writer }: { product: ConsoleProduct; writer: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery(retentionOfferQuery(product.id));
  const [kind, setKind] = useState<RetentionOfferKind>('discount');
  const [percent, setPercent] = useState('20');
  const [periods, setPeriods] = useState('1');
  const [renewals, setRenewals] = useState('3');
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: (body: ConsoleRetentionOfferRequest) => setRetentionOffer(product.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(retentionOfferQuery(product.id).queryKey, saved);
      setReason('');
    },
  });
  const offer = current.data?.offer ?? null;
  const terms: RetentionOfferTerms =
    kind === 'pause'
      ? { kind, periods: Number(periods) }
      : { kind, percent: Number(percent), renewals: Number(renewals) };
  return (
    <section aria-labelledby="retention-offer-title">
      <h2 id="retention-offer-title">{t('retentionOffer.title')}</h2>
      <p className="hint">{t('retentionOffer.hint')}</p>
      {(current.error ?? save.error) ? <Alert kind="error">{errorText(current.error ?? save.error)}</Alert> : null}
      <p role="status">{offerText(offer)}</p>
      {writer ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ offer: terms, reason });
          }}
        >
          <Field label={t('retentionOffer.kind')}>
            {(control) => (
              <select {...control} value={kind} onChange={(event) => setKind(event.target.value as RetentionOfferKind)}>
                <option value="discount">{t('retentionOffer.kindDiscount')}</option>
                <option value="pause">{t('retentionOffer.kindPause')}</option>
              </select>
            )}
          </Field>
          {kind === 'pause' ? (
            <Field label={t('retentionOffer.periods')}>
              {(control) => (
                <select {...control} value={periods} onChange={(event) => setPeriods(event.target.value)}>
                  <option value="1">1</option>
                  <option value="2">2</option>
                  <option value="3">3</option>
                </select>
              )}
            </Field>
          ) : (
            <>
              <Field label={t('retentionOffer.percent')}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    min={5}
                    max={90}
                    value={percent}
                    onChange={(event) => setPercent(event.target.value)}
                  />
                )}
              </Field>
              <Field label={t('retentionOffer.renewals')}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    min={1}
                    max={12}
                    value={renewals}
                    onChange={(event) => setRenewals(event.target.value)}
                  />
                )}
              </Field>
            </>
          )}
          <Field label={t('retentionOffer.reason')}>
            {(control) => <input {...control} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </Field>
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('retentionOffer.save')}
          </button>
          {offer ? (
            <button
              type="button"
              className="danger"
              disabled={save.isPending}
              onClick={() => save.mutate({ offer: null, reason })}
            >
              {t('retentionOffer.clear')}
            </button>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
