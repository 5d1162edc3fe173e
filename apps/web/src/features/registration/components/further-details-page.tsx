import { zodResolver } from '@hookform/resolvers/zod';
import { type NonProviderDetailsForm, nonProviderDetailsFormSchema } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { districtsQueryOptions } from '../api/get-districts';
import { useSubmitNonProviderDetails } from '../api/submit-non-provider-details';
import { useRegistration } from '../model/registration-store';
import { FormField } from './form-field';
import styles from './registration.module.css';

/**
 * '/furtherdetails': a visitor the provider does not serve yet leaves a name, district and a mobile or
 * e-mail to be contacted on. The telephone number is read-only, and hidden for user type 6.
 */
export function FurtherDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const registration = useRegistration();
  const districtId = useId();
  const districts = useQuery(districtsQueryOptions());
  const save = useSubmitNonProviderDetails();
  const sltNumber = params.get('sltNumber') ?? registration?.fixedLine?.telephoneNumber ?? '';
  const showTelephone = registration?.connectionType !== 6 && sltNumber !== '';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NonProviderDetailsForm>({
    resolver: zodResolver(nonProviderDetailsFormSchema),
    defaultValues: { name: '', mobile: '', email: '', district: '', sltNumber },
  });

  const submit = handleSubmit((form) =>
    save.mutate(
      { ...form, sltNumber: form.sltNumber || null },
      { onSuccess: () => reset({ name: '', mobile: '', email: '', district: '', sltNumber }) },
    ),
  );

  const districtError = translateMessage(t, errors.district?.message);
  return (
    <div className={styles.page}>
      <title>{t('registrationPages.furtherDetails.title')}</title>
      <h1>{t('registrationPages.furtherDetails.heading')}</h1>
      <p className={styles.intro}>{t('registrationPages.furtherDetails.intro')}</p>
      <div role="status">{save.isSuccess && <p className={styles.notice}>{t('registration.npSaved')}</p>}</div>
      <form className={styles.form} noValidate onSubmit={submit}>
        {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
        {districts.isError && <Alert>{errorMessage(districts.error)}</Alert>}
        {showTelephone && (
          <FormField label={t('registrationPages.furtherDetails.telephone')} readOnly {...register('sltNumber')} />
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={districtId}>
            {t('registrationPages.furtherDetails.district')}
          </label>
          <select
            id={districtId}
            className={styles.input}
            aria-invalid={districtError ? true : undefined}
            aria-describedby={districtError ? `${districtId}-error` : undefined}
            {...register('district')}
          >
            <option value="">{t('registrationPages.furtherDetails.chooseDistrict')}</option>
            {districts.data?.map((district) => (
              <option key={district.id} value={district.id}>
                {district.districtName}
              </option>
            ))}
          </select>
          {districtError && (
            <p id={`${districtId}-error`} className={styles.error} role="alert">
              {districtError}
            </p>
          )}
        </div>
        <FormField
          label={t('registrationPages.furtherDetails.name')}
          autoComplete="name"
          error={translateMessage(t, errors.name?.message)}
          {...register('name')}
        />
        <FormField
          label={t('registrationPages.furtherDetails.mobile')}
          type="tel"
          autoComplete="tel-national"
          // The note and the contact rule's error are the same words: say them once.
          hint={
            errors.mobile?.message === 'registration.npContactRequired'
              ? undefined
              : t('registrationPages.furtherDetails.note')
          }
          error={translateMessage(t, errors.mobile?.message)}
          {...register('mobile')}
        />
        <FormField
          label={t('registrationPages.furtherDetails.email')}
          type="email"
          autoComplete="email"
          error={translateMessage(t, errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" disabled={save.isPending}>
          {t('registrationPages.furtherDetails.proceed')}
        </Button>
      </form>
    </div>
  );
}
