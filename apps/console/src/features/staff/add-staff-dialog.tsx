import { zodResolver } from '@hookform/resolvers/zod';
import { createStaffRequestSchema, staffRoleSchema } from '@selfcare/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormActions } from '@/shared/ui/form-actions';
import { SelectField } from '@/shared/ui/select-field';
import { addStaffMember } from './api/add-staff-member';

/** An administrator adds a member with a role and a first password; their first sign-in enrols TOTP. */
export function AddStaffDialog({ onAdded }: { onAdded: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(createStaffRequestSchema),
    defaultValues: { email: '', name: '', role: 'read_only' as const, password: '' },
  });
  const add = useMutation({
    mutationFn: addStaffMember,
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      setOpen(false);
      form.reset();
      onAdded(member.name);
    },
  });
  const { errors } = form.formState;
  return (
    <>
      <button type="button" className="primary" onClick={() => setOpen(true)}>
        {t('staff.add')}
      </button>
      <Dialog title={t('staff.add')} open={open} onOpenChange={setOpen}>
        {add.error ? <Alert kind="error">{errorText(add.error)}</Alert> : null}
        <form onSubmit={form.handleSubmit((values) => add.mutate(values))} noValidate>
          <Field label={t('staff.name')} error={errors.name?.message}>
            {(control) => <input {...control} autoComplete="off" {...form.register('name')} />}
          </Field>
          <Field label={t('staff.email')} error={errors.email?.message}>
            {(control) => <input {...control} type="email" autoComplete="off" {...form.register('email')} />}
          </Field>
          <SelectField
            label={t('staff.role')}
            error={errors.role?.message}
            registration={form.register('role')}
            options={staffRoleSchema.options.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          />
          <Field label={t('staff.password')} error={errors.password?.message}>
            {(control) => (
              <input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
            )}
          </Field>
          <FormActions saving={add.isPending} onCancel={() => setOpen(false)} />
        </form>
      </Dialog>
    </>
  );
}
