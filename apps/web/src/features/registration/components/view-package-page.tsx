import type { BasePackage } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import {
  filterPackages,
  type PackageFilter,
  packageFilterOptions,
  showsPackageFilter,
} from '@/shared/catalogue/package-filter';
import { PACKAGE_SLIDER_BREAKPOINTS } from '@/shared/catalogue/slides';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CheckoutCancelled } from '@/shared/payment/components/checkout-cancelled';
import { PaymentProgress } from '@/shared/payment/components/payment-progress';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Carousel } from '@/shared/ui/carousel';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { registrationPackagesQueryOptions } from '../api/get-registration-packages';
import { registrationQuoteQueryOptions } from '../api/get-registration-quote';
import { extraScreens, registrationPackageOrder } from '../model/package-list';
import { type RegistrationState, useRegistration } from '../model/registration-store';
import { useFunnelStep } from '../model/use-funnel-step';
import { ExtraScreens } from './extra-screens';
import { MissingRegistration } from './missing-registration';
import { OrderSummary } from './order-summary';
import { PackageChoiceCard } from './package-choice-card';
import { PackageIncludes } from './package-includes';
import styles from './registration.module.css';
import { usePackagePayment } from './use-package-payment';

interface OrderProps {
  registration: RegistrationState;
  /** The package chosen; null until the subscriber chooses one (nothing is chosen for them). */
  chosen: BasePackage | null;
}

/**
 * The order with its price, the extra-screens selector, the terms and SUBMIT, together: SUBMIT is
 * disabled, with the reason beside it, until a package is chosen, the terms are ticked and the price
 * shows (spec 001 "View package page").
 */
function Order({ registration, chosen }: OrderProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const termsId = useId();
  const hintId = useId();
  const type = registration.connectionType;
  const [agreed, setAgreed] = useState(false);
  const [screenId, setScreenId] = useState<string | null>(null);
  const { busy, failure, cancelled, pay } = usePackagePayment(registration);
  const screens = chosen ? extraScreens(chosen.purchasableProductList) : [];
  const chosenScreen = screens.some((screen) => screen.id === screenId) ? screenId : null;
  const base = {
    connectionId: registration.connectionId ?? '',
    productId: chosen?.id ?? '',
    purchaseOptionId: chosen?.purchaseOption?.id ?? '',
  };
  const quote = useQuery({
    ...registrationQuoteQueryOptions(registration, {
      ...base,
      extraPackageIds: chosenScreen ? [chosenScreen] : [],
    }),
    enabled: Boolean(chosen?.purchaseOption),
  });
  const offer = useQuery({
    ...registrationQuoteQueryOptions(registration, { ...base, extraPackageIds: screens.map((screen) => screen.id) }),
    enabled: Boolean(chosen?.purchaseOption) && screens.length > 0,
  });

  const hint = (() => {
    if (!chosen) return t('registrationPages.viewPackage.chooseFirst');
    if (!agreed) return t('registrationPages.viewPackage.tickTerms');
    if (quote.isError) return t('registrationPages.viewPackage.priceUnavailable');
    if (!quote.data) return t('registrationPages.viewPackage.waitForPrice');
    return null;
  })();
  const submit = () => {
    if (!chosen || !quote.data) return;
    void pay({
      productId: base.productId,
      purchaseOptionId: base.purchaseOptionId,
      extraPackageIds: chosenScreen ? [chosenScreen] : [],
      quote: quote.data,
    });
  };

  return (
    <section className={styles.order} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('registrationPages.viewPackage.order')}</h2>
      {!chosen && <p>{t('registrationPages.viewPackage.nothingChosen')}</p>}
      {screens.length > 0 && (
        <ExtraScreens
          screens={screens}
          offer={offer.data}
          connectionType={type}
          value={chosenScreen}
          onChange={setScreenId}
        />
      )}
      {quote.isPending && chosen && <p>{t('registrationPages.viewPackage.pricing')}</p>}
      {quote.isError && <Alert>{errorMessage(quote.error)}</Alert>}
      {quote.data && <OrderSummary quote={quote.data} connectionType={type} />}
      {failure !== null && <Alert>{errorMessage(failure)}</Alert>}
      {cancelled && <CheckoutCancelled />}
      {busy && <PaymentProgress description={null} />}
      <div className={styles.check}>
        <input id={termsId} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <label htmlFor={termsId}>
          {t('registrationPages.viewPackage.terms')}{' '}
          <Link to="/termsandconditions" target="_blank" rel="noopener">
            {t('registrationPages.viewPackage.termsLink')}
          </Link>
        </label>
      </div>
      <div className={styles.submit}>
        <Button disabled={hint !== null || busy} aria-describedby={hint ? hintId : undefined} onClick={submit}>
          {t('registrationPages.viewPackage.submit')}
        </Button>
        {hint && <p id={hintId}>{hint}</p>}
      </div>
    </section>
  );
}

function ViewPackage({ registration }: { registration: RegistrationState }) {
  const { t } = useTranslation();
  const type = registration.connectionType;
  const packages = useQuery(registrationPackagesQueryOptions(registration));
  const [filter, setFilter] = useState<PackageFilter>('ALL');
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (packages.isPending) return <Spinner />;
  if (packages.isError) return <Alert>{errorMessage(packages.error)}</Alert>;

  const ordered = registrationPackageOrder(packages.data, type);
  if (ordered.length === 0) return <EmptyState>{t('registrationPages.viewPackage.noPackages')}</EmptyState>;
  const typed = ordered.map((item) => ({ item, purchaseType: item.purchaseOption?.purchaseType ?? null }));
  const options = packageFilterOptions(typed);
  const shown = filterPackages(typed, filter).map(({ item }) => item);
  // Only a package the subscriber chose, and only while the filter shows it.
  const chosen = shown.find((item) => item.id === chosenId) ?? null;

  return (
    <>
      {showsPackageFilter(options) && (
        <fieldset className={styles.choices}>
          <legend>
            <VisuallyHidden>{t('catalogue.packageFilter.label')}</VisuallyHidden>
          </legend>
          <div className={styles.inline}>
            {options.map((option) => (
              <Button
                key={option}
                variant={option === filter ? 'primary' : 'secondary'}
                aria-pressed={option === filter}
                onClick={() => setFilter(option)}
              >
                {t(`catalogue.packageFilter.${option}`)}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      <Carousel
        label={t('registrationPages.viewPackage.carousel')}
        breakpoints={PACKAGE_SLIDER_BREAKPOINTS}
        activeIndex={chosen ? shown.indexOf(chosen) : undefined}
      >
        {shown.map((item) => (
          <PackageChoiceCard
            key={item.id}
            item={item}
            connectionType={type}
            selected={item.id === chosen?.id}
            onChoose={() => setChosenId(item.id)}
          />
        ))}
      </Carousel>
      {chosen && <PackageIncludes key={chosen.id} productId={chosen.id} />}
      <Order registration={registration} chosen={chosen} />
    </>
  );
}

/**
 * '/viewpackage' (types 6 and 7, and a logged-in subscriber's reactivation): choose a base package, and
 * extra screens, and pay for them, through the operator's consent (6) or the card checkout (7).
 */
export function ViewPackagePage() {
  useFunnelStep('package');
  const { t } = useTranslation();
  const registration = useRegistration();
  return (
    <div className={styles.wide}>
      <title>{t('registrationPages.viewPackage.title')}</title>
      <h1>{t('registrationPages.viewPackage.heading')}</h1>
      {registration?.connectionId ? <ViewPackage registration={registration} /> : <MissingRegistration />}
    </div>
  );
}
