import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AccountLoginForm,
  accountLoginFormSchema,
  accountLoginPrefix,
  RegistrationErrorCode,
} from '@selfcare/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { useFixedLineLookup } from '../api/get-fixed-line-details';
import { type RegistrationState, updateRegistration, useRegistration } from '../model/registration-store';
import { FormField } from './form-field';
import { MissingRegistration } from './missing-registration';
import styles from './registration.module.css';

/** How long 'Redirecting to login page ...' stays before the login page opens (spec 000 section 9: 3 s). */
export const ALREADY_REGISTERED_REDIRECT_MS = 3_000;

function isCode(error: unknown, code: string): boolean {
  return error instanceof ApiRequestError && error.code === code;
}

function LoginForm({ registration, type }: { registration: RegistrationState; type: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lookup = useFixedLineLookup();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<AccountLoginForm>({
    resolver: zodResolver(accountLoginFormSchema(type)),
    defaultValues: {
      telephoneNumber: registration.fixedLine?.telephoneNumber ?? '',
      accountNumber: registration.fixedLine?.accountNumber ?? '',
    },
  });
  const alreadyRegistered = lookup.isError && isCode(lookup.error, RegistrationErrorCode.alreadyRegistered);

  useEffect(() => {
    if (!alreadyRegistered) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), ALREADY_REGISTERED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [alreadyRegistered, navigate]);

  const submit = handleSubmit((form) =>
    lookup.mutate(
      { connectionType: type, ...form },
      {
        onSuccess: (details) => {
          // The number as typed: the details form checks it by the same rule as here.
          updateRegistration({ fixedLine: { ...details, telephoneNumber: form.telephoneNumber } });
          void navigate('/personaldetails');
        },
      },
    ),
  );

  const prefix = accountLoginPrefix(type);
  const notFound = lookup.isError && lookup.error instanceof ApiRequestError && lookup.error.status === 404;
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {lookup.isError && (
        <Alert>
          <p>{alreadyRegistered ? t('registration.alreadyRegistered') : errorMessage(lookup.error)}</p>
          {notFound && (
            <Link to={`/furtherdetails?${new URLSearchParams({ sltNumber: getValues('telephoneNumber') })}`}>
              {t('registrationPages.furtherDetails.heading')}
            </Link>
          )}
        </Alert>
      )}
      <FormField
        label={t(
          type === 7 ? 'registrationPages.accountLogin.mobitelNumber' : 'registrationPages.accountLogin.telephone',
        )}
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={prefix || undefined}
        prefixLabel={prefix ? t('registrationPages.accountLogin.prefix', { prefix }) : undefined}
        error={translateMessage(t, errors.telephoneNumber?.message)}
        {...register('telephoneNumber')}
      />
      <FormField
        label={t('registrationPages.accountLogin.accountNumber')}
        autoComplete="off"
        hint={t('registration.accountNumberHint')}
        error={translateMessage(t, errors.accountNumber?.message)}
        {...register('accountNumber')}
      />
      <Button type="submit" disabled={lookup.isPending || alreadyRegistered}>
        {t('registrationPages.common.proceed')}
      </Button>
    </form>
  );
}

/** '/account-login': a fixed-line customer's telephone and account number, looked up in the fixed-line records. */
export function AccountLoginPage() {
  const { t } = useTranslation();
  const registration = useRegistration();
  const type = registration?.connectionType;
  if (!registration || !type || type === 6) return <MissingRegistration />;
  return (
    <div className={styles.page}>
      <title>{t('registrationPages.accountLogin.title')}</title>
      <h1>{t('registrationPages.accountLogin.heading')}</h1>
      <LoginForm registration={registration} type={type} />
    </div>
  );
}
