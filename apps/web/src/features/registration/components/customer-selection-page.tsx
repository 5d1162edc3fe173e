import { REGISTRATION_COUNTRY } from '@selfcare/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getViewerLocation } from '@/shared/account/api/get-viewer-location';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { connectionTypesQueryOptions } from '../api/get-connection-types';
import { registrationSettingsQueryOptions } from '../api/get-registration-settings';
import {
  CUSTOMER_CHOICES,
  type CustomerChoice,
  FIXED_LINE_CHOICE,
  fixedLineTypes,
  nextStepOf,
} from '../model/customer-choice';
import { leaveSiteFor } from '../model/leave-site';
import { type RegistrationMode, startRegistration } from '../model/registration-store';
import { useFunnelStep } from '../model/use-funnel-step';
import styles from './registration.module.css';

const choiceLabel = {
  '1': 'registrationPages.selection.existingTv',
  [FIXED_LINE_CHOICE]: 'registrationPages.selection.fixedLine',
  '6': 'registrationPages.selection.mobile',
  '7': 'registrationPages.selection.otherNetworks',
} as const;

/** The search parameter of the second screen, which lists the fixed-line broadband connection types. */
const LINE_PARAM = 'line';

interface ChoiceListProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
}

/** A native radio group: arrows move and choose, Tab leaves, as every platform expects. */
function ChoiceList({ legend, options, value, onChange }: ChoiceListProps) {
  const name = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * '/customer' and '/customer/selection' (spec 000 section 2): which kind of customer is registering. A
 * visitor without the query parameter `t` is sent to the operator's registration site only when the
 * server names one (EXTERNAL_REGISTRATION_URL); otherwise, as with `t`, this portal's registration
 * starts here. A logged-in subscriber ('Add Account') adds a connection to the account instead of
 * creating one, so never leaves.
 */
export function CustomerSelectionPage() {
  useFunnelStep('connection_type');
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const tParam = params.get('t');
  const fixedLineStep = params.get(LINE_PARAM) === 'fixed';
  const [choice, setChoice] = useState<CustomerChoice | null>(null);
  const [lineType, setLineType] = useState<string | null>(null);
  const [countryError, setCountryError] = useState<unknown>(null);
  const [fetchingCountry, setFetchingCountry] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const types = useQuery({ ...connectionTypesQueryOptions(), enabled: fixedLineStep });
  const mayLeave = tParam === null && !loggedIn;
  const settings = useQuery({ ...registrationSettingsQueryOptions(), enabled: mayLeave });
  const externalSite = mayLeave ? (settings.data?.externalRegistrationUrl ?? null) : null;

  useEffect(() => {
    if (externalSite) leaveSiteFor(externalSite, { replace: true });
  }, [externalSite]);

  // The second screen is a new step: its heading takes the focus, as a page change would.
  useEffect(() => {
    if (fixedLineStep) heading.current?.focus();
  }, [fixedLineStep]);

  // Until the server has said where sign-up is (a failure to say keeps it here).
  if ((mayLeave && settings.isPending) || externalSite) return <Spinner />;

  const mode: RegistrationMode = loggedIn ? 'addConnection' : 'register';
  const begin = (connectionType: number, extra: { country?: string } = {}) =>
    startRegistration({ mode, connectionType, t: tParam ?? undefined, ...extra });

  const proceed = async (event: FormEvent) => {
    event.preventDefault();
    if (fixedLineStep) {
      if (lineType === null) return;
      begin(Number(lineType));
      void navigate('/account-login');
      return;
    }
    if (choice === null) return;
    const next = nextStepOf(choice);
    if (next === 'fixed-line') {
      const search = new URLSearchParams(params);
      search.set(LINE_PARAM, 'fixed');
      setParams(search);
      return;
    }
    if (choice === '7') {
      // Spec 000 section 4: type 7 first fetches the country, which is fixed to Sri Lanka.
      setFetchingCountry(true);
      setCountryError(null);
      try {
        await queryClient.fetchQuery({ queryKey: ['viewer', 'location'], queryFn: () => getViewerLocation() });
      } catch (error) {
        setFetchingCountry(false);
        setCountryError(error);
        return;
      }
      begin(7, { country: REGISTRATION_COUNTRY });
    } else {
      begin(Number(choice));
    }
    void navigate(next);
  };

  if (fixedLineStep) {
    const options = fixedLineTypes(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }));
    return (
      <div className={styles.page}>
        <title>{t('registrationPages.selection.title')}</title>
        <h1 ref={heading} tabIndex={-1}>
          {t('registrationPages.selection.fixedLineHeading')}
        </h1>
        {types.isError && <Alert>{errorMessage(types.error)}</Alert>}
        {types.isPending ? (
          <Spinner />
        ) : (
          <form className={styles.form} onSubmit={proceed}>
            <ChoiceList
              legend={t('registrationPages.selection.fixedLineLegend')}
              options={options}
              value={lineType}
              onChange={setLineType}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={lineType === null}>
                {t('registrationPages.common.proceed')}
              </Button>
              <Button variant="secondary" onClick={() => void navigate(-1)}>
                {t('registrationPages.selection.back')}
              </Button>
            </div>
          </form>
        )}
      </div>
    );
  }

  const options = CUSTOMER_CHOICES.map((value) => ({ value, label: t(choiceLabel[value]) }));
  return (
    <div className={styles.page}>
      <title>{t('registrationPages.selection.title')}</title>
      <h1 ref={heading} tabIndex={-1}>
        {t('registrationPages.selection.heading')}
      </h1>
      {loggedIn && <p className={styles.notice}>{t('registrationPages.selection.addConnection')}</p>}
      {countryError !== null && <Alert>{errorMessage(countryError)}</Alert>}
      <form className={styles.form} onSubmit={proceed}>
        <ChoiceList
          legend={t('registrationPages.selection.legend')}
          options={options}
          value={choice}
          onChange={(value) => setChoice(value as CustomerChoice)}
        />
        <Button type="submit" disabled={choice === null || fetchingCountry}>
          {t('registrationPages.common.proceed')}
        </Button>
      </form>
    </div>
  );
}
