import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddConnectionRequest,
  ErrorCode,
  isFixedLineType,
  personalDetailsFormSchema,
  RegistrationErrorCode,
  type SignUpRequest,
  type SignUpResponse,
  SRI_LANKA_DIALLING_PREFIX,
} from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FieldValues, type Path, type UseFormRegister, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { addConnection } from '../api/add-connection';
import { signUp } from '../api/sign-up';
import { type RegistrationState, updateRegistration, useRegistration } from '../model/registration-store';
import { useFunnelStep } from '../model/use-funnel-step';
import { FormField } from './form-field';
import { MissingRegistration } from './missing-registration';
import styles from './registration.module.css';

type DetailsForm = Record<string, string | undefined>;

interface FieldSpec {
  name: string;
  label: string;
  readOnly?: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  prefix?: string;
}

/** The fields of each connection type's form (spec 000 section 3 "Registration/profile form definitions"). */
function fieldsOf(type: number, loggedIn: boolean): FieldSpec[] {
  const p = 'registrationPages.personalDetails';
  let fields: FieldSpec[];
  if (isFixedLineType(type)) {
    fields = [
      { name: 'telephoneNumber', label: `${p}.telephoneNumber`, readOnly: true },
      { name: 'accountNumber', label: `${p}.accountNumber`, readOnly: true },
      { name: 'address', label: `${p}.address`, readOnly: true },
      { name: 'basePackage', label: type === 1 ? `${p}.basePackage` : `${p}.accessMedium`, readOnly: true },
      { name: 'mobile', label: `${p}.mobile`, required: true, type: 'tel', autoComplete: 'tel-national' },
    ];
  } else if (type === 6) {
    fields = [
      { name: 'firstName', label: `${p}.name`, required: true, autoComplete: 'name' },
      { name: 'mobile', label: `${p}.mobileConnection`, required: true, type: 'tel', autoComplete: 'tel-national' },
      { name: 'contactNo', label: `${p}.contactNo`, required: true, type: 'tel', autoComplete: 'tel-national' },
    ];
  } else {
    fields = [
      { name: 'firstName', label: `${p}.firstName`, required: true, autoComplete: 'given-name' },
      { name: 'lastName', label: `${p}.familyName`, required: true, autoComplete: 'family-name' },
      { name: 'country', label: `${p}.country`, readOnly: true, required: true },
      { name: 'city', label: `${p}.city`, autoComplete: 'address-level2' },
      {
        name: 'mobile',
        label: `${p}.mobile`,
        required: true,
        type: 'tel',
        autoComplete: 'tel-national',
        prefix: SRI_LANKA_DIALLING_PREFIX,
      },
    ];
  }
  if (loggedIn) return fields;
  return [
    ...fields,
    { name: 'email', label: `${p}.email`, required: true, type: 'email', autoComplete: 'email' },
    { name: 'password', label: `${p}.password`, required: true, type: 'password', autoComplete: 'new-password' },
    {
      name: 'confirmPassword',
      label: `${p}.confirmPassword`,
      required: true,
      type: 'password',
      autoComplete: 'new-password',
    },
  ];
}

function defaultsOf(registration: RegistrationState, fields: readonly FieldSpec[]): DetailsForm {
  const record = registration.fixedLine;
  const known: DetailsForm = {
    telephoneNumber: record?.telephoneNumber,
    accountNumber: record?.accountNumber,
    address: record?.address,
    basePackage: record?.basePackage,
    country: registration.country,
  };
  return Object.fromEntries(fields.map((field) => [field.name, known[field.name] ?? '']));
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof ApiRequestError && error.code === code;
}

function DetailsForm({ registration, type }: { registration: RegistrationState; type: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const fields = fieldsOf(type, loggedIn);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<DetailsForm>({
    resolver: zodResolver(personalDetailsFormSchema(type, loggedIn)) as never,
    defaultValues: defaultsOf(registration, fields),
  });
  const submitDetails = useMutation({
    mutationFn: (form: DetailsForm): Promise<SignUpResponse> => {
      const body = { ...form, connectionType: type };
      return loggedIn ? addConnection(body as AddConnectionRequest) : signUp(body as SignUpRequest);
    },
  });

  const submit = handleSubmit((form) =>
    submitDetails.mutate(form, {
      onSuccess: (answer) => {
        updateRegistration({
          mode: loggedIn ? (registration.mode === 'reactivate' ? 'reactivate' : 'addConnection') : 'register',
          connectionId: answer.connectionId,
          registrationToken: answer.registrationToken,
          telephoneNumber: answer.telephoneNumber ?? undefined,
          mobile: form.mobile,
        });
        void navigate(answer.next === 'verify' ? '/verify' : '/viewpackage');
      },
      onError: (error) => {
        if (isCode(error, RegistrationErrorCode.emailInUse)) void navigate('/customer/already_registered');
      },
      // Passwords never stay in the form once they have been sent.
      onSettled: () => {
        if (!loggedIn) {
          resetField('password', { defaultValue: '' });
          resetField('confirmPassword', { defaultValue: '' });
        }
      },
    }),
  );

  const duplicate = type === 6 && isCode(submitDetails.error, RegistrationErrorCode.duplicateNumber);
  const retryLink = `/customer/selection?${new URLSearchParams({ t: registration.t ?? '1' })}`;
  const reg = register as UseFormRegister<FieldValues>;
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {submitDetails.isError &&
        (duplicate ? (
          <Alert>
            <p>{t('registration.duplicateNumberNotice')}</p>
            <Link to={retryLink}>{t('registrationPages.personalDetails.tryAnother')}</Link>
          </Alert>
        ) : (
          <Alert>
            {isCode(submitDetails.error, RegistrationErrorCode.emailInUse)
              ? t('registration.emailInUse')
              : isCode(submitDetails.error, ErrorCode.commonPassword)
                ? t('validation.passwordCommon')
                : errorMessage(submitDetails.error)}
          </Alert>
        ))}
      {fields.map((field) => (
        <FormField
          key={field.name}
          label={t(field.label as never)}
          type={field.type ?? 'text'}
          readOnly={field.readOnly}
          aria-required={field.required && !field.readOnly ? true : undefined}
          autoComplete={field.autoComplete ?? 'off'}
          prefix={field.prefix}
          prefixLabel={
            field.prefix ? t('registrationPages.personalDetails.mobilePrefix', { prefix: field.prefix }) : undefined
          }
          error={translateMessage(t, errors[field.name]?.message)}
          {...reg(field.name as Path<FieldValues>)}
        />
      ))}
      <Button type="submit" disabled={submitDetails.isPending}>
        {t('registrationPages.common.submit')}
      </Button>
    </form>
  );
}

/** '/personaldetails': the personal details of a new account's connection, or of a connection being added. */
export function PersonalDetailsPage() {
  useFunnelStep('personal_details');
  const { t } = useTranslation();
  const registration = useRegistration();
  const type = registration?.connectionType;
  if (!registration || !type) return <MissingRegistration />;
  if (isFixedLineType(type) && !registration.fixedLine) return <MissingRegistration />;
  return (
    <div className={styles.page}>
      <title>{t('registrationPages.personalDetails.title')}</title>
      <h1>{t('registrationPages.personalDetails.heading')}</h1>
      <DetailsForm registration={registration} type={type} />
    </div>
  );
}
