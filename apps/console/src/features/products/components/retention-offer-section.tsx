import type { ConsoleProduct, ConsoleRetentionOfferRequest } from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Field } from '@/shared/ui/field';
import { retentionOfferQuery, setRetentionOffer } from '../api/retention-offer';

/**
 * A product's retention offer (decision 0072): the discount a subscriber unsubscribing is offered to
 * stay. Writers set or clear it with a reason, which the audit keeps; the server checks the bounds.
 */
export function RetentionOfferSection({ product, writer }: { product: ConsoleProduct; writer: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery(retentionOfferQuery(product.id));
  const [percent, setPercent] = useState('20');
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
  const terms = { kind: 'discount' as const, percent: Number(percent), renewals: Number(renewals) };
  return (
    <section aria-labelledby="retention-offer-title">
      <h2 id="retention-offer-title">{t('retentionOffer.title')}</h2>
      <p className="hint">{t('retentionOffer.hint')}</p>
      {(current.error ?? save.error) ? <Alert kind="error">{errorText(current.error ?? save.error)}</Alert> : null}
      <p role="status">
        {offer
          ? t('retentionOffer.current', { percent: offer.percent, renewals: offer.renewals })
          : t('retentionOffer.none')}
      </p>
      {writer ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ offer: terms, reason });
          }}
        >
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
