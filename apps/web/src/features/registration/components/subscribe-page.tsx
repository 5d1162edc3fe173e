import type { BasePackage } from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { cardHref } from '@/shared/catalogue/links';
import { formatAmount } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { newIdempotencyKey } from '@/shared/payment/api/idempotency';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Carousel } from '@/shared/ui/carousel';
import { ProductCard } from '@/shared/ui/product-card';
import { Spinner } from '@/shared/ui/spinner';
import { packageContentsQueryOptions } from '../api/get-package-contents';
import { registrationPackagesQueryOptions } from '../api/get-registration-packages';
import { registrationQuoteQueryOptions } from '../api/get-registration-quote';
import { subscribePackage } from '../api/subscribe-package';
import { packageChannels, tileShape } from '../model/package-list';
import { type RegistrationState, updateRegistration, useRegistration } from '../model/registration-store';
import { useFunnelStep } from '../model/use-funnel-step';
import { MissingRegistration } from './missing-registration';
import { OrderSummary } from './order-summary';
import styles from './registration.module.css';

function ChannelCarousel({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const contents = useQuery(packageContentsQueryOptions(productId));
  if (contents.isPending) return <Spinner />;
  if (contents.isError) return <Alert>{errorMessage(contents.error)}</Alert>;
  const channels = packageChannels(contents.data.productList);
  if (channels.length === 0) return <p>{t('registrationPages.subscribe.noChannels')}</p>;
  const label = t('registrationPages.subscribe.channels', { count: channels.length });
  return (
    <div className={styles.section}>
      <h2>{label}</h2>
      <Carousel label={label}>
        {channels.map((channel) => (
          <ProductCard
            key={channel.id}
            href={cardHref(channel.productTypeTypeName, channel.id)}
            name={channel.name}
            imageURL={channel.thumbnailURL || channel.imageURL}
            shape={tileShape(channel)}
          />
        ))}
      </Carousel>
    </div>
  );
}

function YesNo({
  product,
  value,
  onChange,
}: {
  product: BasePackage['purchasableProductList'][number];
  value: boolean;
  onChange: (yes: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.label}>{t('registrationPages.subscribe.extraQuestion', { name: product.name })}</legend>
      <div className={styles.inline}>
        <label className={styles.choice}>
          <input type="radio" name={name} checked={value} onChange={() => onChange(true)} />
          {t('registrationPages.subscribe.yes')}
        </label>
        <label className={styles.choice}>
          <input type="radio" name={name} checked={!value} onChange={() => onChange(false)} />
          {t('registrationPages.subscribe.no')}
        </label>
      </div>
    </fieldset>
  );
}

function ConfirmAccount({ registration }: { registration: RegistrationState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selectId = useId();
  const termsId = useId();
  const orderId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const packages = useQuery(registrationPackagesQueryOptions(registration));
  const [productId, setProductId] = useState('');
  const [extras, setExtras] = useState<Record<string, boolean>>({});
  const [agreed, setAgreed] = useState(false);
  const [missingPackage, setMissingPackage] = useState(false);
  const chosen = packages.data?.find((item) => item.id === productId);
  const extraIds = Object.keys(extras).filter((id) => extras[id]);
  const order = {
    connectionId: registration.connectionId ?? '',
    productId,
    purchaseOptionId: chosen?.purchaseOption?.id ?? '',
    extraPackageIds: extraIds,
  };
  const quote = useQuery({
    ...registrationQuoteQueryOptions(registration, order),
    enabled: Boolean(chosen?.purchaseOption),
  });
  const subscribe = useMutation({
    mutationFn: ({ amount, key }: { amount: number | undefined; key: string }) =>
      subscribePackage(registration, { ...order, amount }, key),
    // A price that changed meanwhile (409) shows anew before the subscriber tries again.
    onError: () => queryClient.invalidateQueries({ queryKey: ['registration', 'quote'] }),
  });

  if (packages.isPending) return <Spinner />;
  if (packages.isError) return <Alert>{errorMessage(packages.error)}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setMissingPackage(true);
      select.current?.focus();
      return;
    }
    const amount = quote.data?.taxedPrice;
    const signature = [chosen.id, chosen.purchaseOption?.id, ...extraIds, amount].join('|');
    const key = registration.attempt?.signature === signature ? registration.attempt.key : newIdempotencyKey();
    updateRegistration({ attempt: { key, signature } });
    subscribe.mutate(
      { amount, key },
      {
        onSuccess: (answer) => {
          updateRegistration({
            purchase: {
              productId: chosen.id,
              productName: chosen.name,
              price: answer.result.purchasedPrice,
              transactionId: answer.result.transactionId,
              referenceNo: answer.result.referenceNo,
            },
          });
          void navigate('/auth');
        },
      },
    );
  };

  const errorId = `${selectId}-error`;
  return (
    <form noValidate onSubmit={submit}>
      {subscribe.isError && <Alert>{errorMessage(subscribe.error)}</Alert>}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={selectId}>
          {t('registrationPages.subscribe.package')}
        </label>
        <select
          ref={select}
          id={selectId}
          className={styles.input}
          value={productId}
          aria-invalid={missingPackage && !chosen ? true : undefined}
          aria-describedby={missingPackage && !chosen ? errorId : undefined}
          onChange={(event) => {
            setProductId(event.target.value);
            setExtras({});
          }}
        >
          <option value="">{t('registrationPages.subscribe.selectPackage')}</option>
          {packages.data.map((item) => (
            <option key={item.id} value={item.id}>
              {t('registrationPages.subscribe.option', {
                name: item.name,
                price: formatAmount(item.purchaseOption?.defaultPrice ?? 0),
              })}
            </option>
          ))}
        </select>
        {missingPackage && !chosen && (
          <p id={errorId} className={styles.error} role="alert">
            {t('registrationPages.subscribe.packageRequired')}
          </p>
        )}
      </div>
      {chosen && <ChannelCarousel productId={chosen.id} />}
      {chosen?.purchasableProductList.map((extra) => (
        <YesNo
          key={extra.id}
          product={extra}
          value={extras[extra.id] ?? false}
          onChange={(yes) => setExtras((current) => ({ ...current, [extra.id]: yes }))}
        />
      ))}
      {chosen && (
        <section className={styles.order} aria-labelledby={orderId}>
          <h2 id={orderId}>{t('registrationPages.subscribe.order')}</h2>
          {quote.isPending && <p>{t('registrationPages.viewPackage.pricing')}</p>}
          {quote.isError && <Alert>{errorMessage(quote.error)}</Alert>}
          {quote.data && <OrderSummary quote={quote.data} connectionType={registration.connectionType} />}
        </section>
      )}
      <section className={styles.section}>
        <h2>{t('registrationPages.subscribe.termsHeading')}</h2>
        <p>{t('registrationPages.subscribe.termsText')}</p>
        <Link to="/termsandconditions" target="_blank" rel="noopener">
          {t('registrationPages.subscribe.readTerms')}
        </Link>
      </section>
      <div className={styles.check}>
        <input id={termsId} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <label htmlFor={termsId}>{t('registrationPages.subscribe.agree')}</label>
      </div>
      <Button type="submit" disabled={!agreed || subscribe.isPending}>
        {t('registrationPages.subscribe.submit')}
      </Button>
    </form>
  );
}

/** '/subscribe', the Confirm Account page (types 1-5): the base package charged to the monthly bill. */
export function SubscribePage() {
  useFunnelStep('payment');
  const { t } = useTranslation();
  const registration = useRegistration();
  return (
    <div className={styles.wide}>
      <title>{t('registrationPages.subscribe.title')}</title>
      <h1>{t('registrationPages.subscribe.heading')}</h1>
      {registration?.connectionId ? <ConfirmAccount registration={registration} /> : <MissingRegistration />}
    </div>
  );
}
