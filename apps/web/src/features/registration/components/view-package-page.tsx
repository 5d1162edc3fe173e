import type { BasePackage, RegistrationSubscribeResponse } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import {
  filterPackages,
  type PackageFilter,
  packageFilterOptions,
  showsPackageFilter,
} from '@/shared/catalogue/package-filter';
import { periodText, priceText } from '@/shared/catalogue/price';
import { PACKAGE_SLIDER_BREAKPOINTS } from '@/shared/catalogue/slides';
import { useTranslation } from '@/shared/i18n/use-translation';
import { newIdempotencyKey } from '@/shared/purchase/api/idempotency';
import { PaymentProgress } from '@/shared/purchase/components/payment-progress';
import { runCardCheckout } from '@/shared/purchase/payment/card-gateway';
import { useSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Carousel } from '@/shared/ui/carousel';
import { EmptyState } from '@/shared/ui/empty-state';
import { FeatureList } from '@/shared/ui/feature-list';
import { Spinner } from '@/shared/ui/spinner';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { createConsent } from '../api/create-consent';
import { registrationPackagesQueryOptions } from '../api/get-registration-packages';
import { subscribePackage } from '../api/subscribe-package';
import { leaveSiteFor } from '../model/leave-site';
import { extraScreens, registrationPackageOrder } from '../model/package-list';
import { type RegistrationState, updateRegistration, useRegistration } from '../model/registration-store';
import { MissingRegistration } from './missing-registration';
import { PackageIncludes } from './package-includes';
import styles from './registration.module.css';

interface PackageCardProps {
  item: BasePackage;
  connectionType: number | null;
  selected: boolean;
  onChoose: () => void;
}

function PackageCard({ item, connectionType, selected, onChoose }: PackageCardProps) {
  const { t } = useTranslation();
  const option = item.purchaseOption;
  return (
    <article className={styles.card} data-selected={selected}>
      <h2 translate="no">{item.name}</h2>
      <p translate="no">{item.description}</p>
      {option && (
        <p>
          <strong>{priceText(t, option.defaultPrice, connectionType)}</strong>{' '}
          {periodText(t, {
            purchaseType: option.purchaseType,
            utilizationPeriod: option.utilization.utilizationPeriod,
            utilizationPeriodUnit: option.utilization.utilizationPeriodUnit,
          })}
        </p>
      )}
      {item.numberOfScreens !== null && (
        <p>{t('registrationPages.viewPackage.devices', { count: item.numberOfScreens })}</p>
      )}
      <FeatureList features={item.feature} />
      <Button
        variant={selected ? 'primary' : 'secondary'}
        aria-pressed={selected}
        onClick={onChoose}
        aria-label={
          selected
            ? t('registrationPages.viewPackage.chosen', { name: item.name })
            : t('registrationPages.viewPackage.choose', { name: item.name })
        }
      >
        {selected ? t('registrationPages.viewPackage.chosenShort') : t('registrationPages.viewPackage.chooseShort')}
      </Button>
    </article>
  );
}

/** The number the operator charges: the one registered, else the selected connection's (reactivation). */
function msisdnOf(registration: RegistrationState, sessionNumber: string | undefined): string {
  return registration.mobile ?? registration.telephoneNumber ?? sessionNumber ?? '';
}

function ViewPackage({ registration }: { registration: RegistrationState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { connection } = useSession();
  const termsId = useId();
  const type = registration.connectionType;
  const packages = useQuery(registrationPackagesQueryOptions(registration));
  const [filter, setFilter] = useState<PackageFilter>('ALL');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (packages.isPending) return <Spinner />;
  if (packages.isError) return <Alert>{errorMessage(packages.error)}</Alert>;

  const ordered = registrationPackageOrder(packages.data, type);
  const typed = ordered.map((item) => ({ item, purchaseType: item.purchaseOption?.purchaseType ?? null }));
  const options = packageFilterOptions(typed);
  const shown = filterPackages(typed, filter).map(({ item }) => item);
  const chosen = shown.find((item) => item.id === chosenId) ?? shown[0];
  if (!chosen) return <EmptyState>{t('registrationPages.viewPackage.noPackages')}</EmptyState>;
  const screens = extraScreens(chosen.purchasableProductList);

  const submit = async () => {
    const option = chosen.purchaseOption;
    if (!option) return;
    const signature = [chosen.id, option.id].join('|');
    // The same attempt retried keeps its Idempotency-Key, so it is never charged twice.
    const key = registration.attempt?.signature === signature ? registration.attempt.key : newIdempotencyKey();
    const current =
      updateRegistration({
        attempt: { key, signature },
        purchase: {
          productId: chosen.id,
          productName: chosen.name,
          price: option.defaultPrice,
          transactionId: null,
          referenceNo: null,
        },
      }) ?? registration;
    setBusy(true);
    setFailure(null);
    try {
      const answer: RegistrationSubscribeResponse = await subscribePackage(
        current,
        {
          connectionId: current.connectionId ?? '',
          productId: chosen.id,
          purchaseOptionId: option.id,
          extraPackageIds: [],
        },
        key,
      );
      const purchase = {
        productId: chosen.id,
        productName: chosen.name,
        price: answer.result.purchasedPrice,
        transactionId: answer.result.transactionId,
        referenceNo: answer.result.referenceNo,
      };
      updateRegistration({ purchase });
      if (answer.kind === 'completed') {
        void navigate(current.mode === 'reactivate' ? '/' : '/auth');
        return;
      }
      if (answer.kind === 'card') {
        updateRegistration({ purchase: { ...purchase, transactionId: answer.checkout.transactionId } });
        const end = await runCardCheckout(answer.checkout);
        if (end.kind === 'dismissed') {
          setBusy(false);
          return;
        }
        if (end.kind === 'error') console.error(end.error);
        void navigate(`/paymentStatus?${new URLSearchParams({ transactionId: answer.checkout.transactionId })}`);
        return;
      }
      const msisdn = msisdnOf(current, connection?.telephoneNumber);
      updateRegistration({ mobile: msisdn });
      const consent = await createConsent(current, msisdn);
      leaveSiteFor(consent.consentUrl);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

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
        activeIndex={shown.indexOf(chosen)}
      >
        {shown.map((item) => (
          <PackageCard
            key={item.id}
            item={item}
            connectionType={type}
            selected={item.id === chosen.id}
            onChoose={() => {
              setChosenId(item.id);
            }}
          />
        ))}
      </Carousel>
      <PackageIncludes productId={chosen.id} />
      {/* A card checkout and an operator charge each pay one product (decision 0009): screens come after. */}
      {screens.length > 0 && <p>{t('registrationPages.viewPackage.screensLater')}</p>}
      {failure !== null && <Alert>{errorMessage(failure)}</Alert>}
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
      <Button disabled={!agreed || busy} onClick={() => void submit()}>
        {t('registrationPages.viewPackage.submit')}
      </Button>
    </>
  );
}

/**
 * '/viewpackage' (types 6 and 7, and a logged-in subscriber's reactivation): choose a base package and pay
 * for it, through the operator's consent (6) or the card checkout (7).
 */
export function ViewPackagePage() {
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
