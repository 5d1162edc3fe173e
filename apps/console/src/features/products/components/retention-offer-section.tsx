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
import { productsQuery } from '@/shared/catalogue/list-products';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Field } from '@/shared/ui/field';
import { retentionOfferQuery, setRetentionOffer } from '../api/retention-offer';

const offerText = (offer: ConsoleRetentionOffer['offer'], nameOf: (id: string) => string) => {
  if (offer === null) return t('retentionOffer.none');
  if (offer.kind === 'pause') return t('retentionOffer.currentPause', { periods: offer.periods });
  if (offer.kind === 'downgrade') return t('retentionOffer.currentDowngrade', { name: nameOf(offer.productId) });
  return t('retentionOffer.current', { percent: offer.percent, renewals: offer.renewals });
};

function termsOfForm(kind: RetentionOfferKind, form: Record<'percent' | 'renewals' | 'periods' | 'target', string>) {
  switch (kind) {
    case 'pause':
      return { kind, periods: Number(form.periods) } satisfies RetentionOfferTerms;
    case 'downgrade':
      return { kind, productId: form.target } satisfies RetentionOfferTerms;
    case 'discount':
      return { kind, percent: Number(form.percent), renewals: Number(form.renewals) } satisfies RetentionOfferTerms;
  }
}

/**
 * A product's retention offer (decisions 0072, 0073 and 0075): what a subscriber unsubscribing is offered
 * to stay, a discount on the next renewals, a pause, or on a base package a downgrade to another. Writers
 * set or clear it with a reason, which the audit keeps; the server checks the bounds, that a pause goes
 * on a monthly product and that a downgrade names a cheaper base package.
 */
export function RetentionOfferSection({ product, writer }: { product: ConsoleProduct; writer: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery(retentionOfferQuery(product.id));
  const [kind, setKind] = useState<RetentionOfferKind>('discount');
  const [percent, setPercent] = useState('20');
  const [periods, setPeriods] = useState('1');
  const [renewals, setRenewals] = useState('3');
  const [target, setTarget] = useState('');
  const isPackage = product.productType === 'package';
  const packages = useQuery({ ...productsQuery({ productType: 'package', pageSize: 100 }), enabled: isPackage });
  const otherPackages = (packages.data?.items ?? []).filter((item) => item.id !== product.id);
  const nameOf = (id: string) => packages.data?.items.find((item) => item.id === id)?.name ?? id;
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: (body: ConsoleRetentionOfferRequest) => setRetentionOffer(product.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(retentionOfferQuery(product.id).queryKey, saved);
      setReason('');
    },
  });
  const offer = current.data?.offer ?? null;
  const terms = termsOfForm(kind, { percent, renewals, periods, target });
  return (
    <section aria-labelledby="retention-offer-title">
      <h2 id="retention-offer-title">{t('retentionOffer.title')}</h2>
      <p className="hint">{t('retentionOffer.hint')}</p>
      {(current.error ?? save.error) ? <Alert kind="error">{errorText(current.error ?? save.error)}</Alert> : null}
      <p role="status">{offerText(offer, nameOf)}</p>
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
                {isPackage ? <option value="downgrade">{t('retentionOffer.kindDowngrade')}</option> : null}
              </select>
            )}
          </Field>
          {kind === 'downgrade' ? (
            <Field label={t('retentionOffer.target')}>
              {(control) => (
                <select {...control} value={target} onChange={(event) => setTarget(event.target.value)}>
                  <option value="">{t('retentionOffer.targetNone')}</option>
                  {otherPackages.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
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
          ) : null}
          {kind === 'discount' ? (
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
          ) : null}
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
