import { type StaffMember, staffRoleSchema } from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { staffQuery } from '@/shared/session/staff-query';
import { Alert } from '@/shared/ui/alert';
import { DataTable } from '@/shared/ui/data-table';
import { formatTime } from '@/shared/ui/format';
import { PageTitle } from '@/shared/ui/page-title';
import { AddStaffDialog } from './add-staff-dialog';
import { resetStaffTotp } from './api/reset-staff-totp';
import { type StaffChange, updateStaffMember } from './api/update-staff-member';

/** Administrators: every staff member, adding one, and changing a role, access or two-step. */
export default function StaffPage() {
  const staff = useQuery(staffQuery());
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: ['staff'] });
    setNotice(message);
  };
  const update = useMutation({
    mutationFn: ({ member, change }: { member: StaffMember; change: StaffChange }) =>
      updateStaffMember(member.id, change),
    onSuccess: () => done(t('common.saved')),
  });
  const resetTotp = useMutation({
    mutationFn: (member: StaffMember) => resetStaffTotp(member.id),
    onSuccess: () => done(t('common.saved')),
  });
  const failure = update.error ?? resetTotp.error ?? staff.error;

  const columns: ColumnDef<StaffMember, unknown>[] = [
    { accessorKey: 'name', header: t('staff.name') },
    { accessorKey: 'email', header: t('staff.email') },
    {
      accessorKey: 'role',
      header: t('staff.role'),
      cell: ({ row }) => (
        <select
          aria-label={t('staff.changeRole', { name: row.original.name })}
          value={row.original.role}
          onChange={(event) =>
            update.mutate({ member: row.original, change: { role: staffRoleSchema.parse(event.target.value) } })
          }
        >
          {staffRoleSchema.options.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      id: 'status',
      header: t('staff.status'),
      accessorFn: (member) => (member.disabled ? 'disabled' : 'active'),
      cell: ({ row }) =>
        row.original.disabled
          ? t('staff.disabled')
          : row.original.lockedUntil
            ? t('staff.locked', { time: formatTime(row.original.lockedUntil) })
            : t('staff.active'),
    },
    {
      accessorKey: 'totpEnrolled',
      header: t('staff.totp'),
      cell: ({ row }) => (row.original.totpEnrolled ? t('staff.enrolled') : t('staff.notEnrolled')),
    },
    { accessorKey: 'createdAt', header: t('staff.created'), cell: ({ row }) => formatTime(row.original.createdAt) },
    {
      id: 'actions',
      header: t('common.actions'),
      enableSorting: false,
      cell: ({ row }) => {
        const member = row.original;
        return (
          <div className="row">
            <button
              type="button"
              onClick={() => {
                if (member.disabled || window.confirm(t('staff.confirmDisable', { name: member.name }))) {
                  update.mutate({ member, change: { disabled: !member.disabled } });
                }
              }}
            >
              {member.disabled ? t('staff.enable') : t('staff.disable')}
            </button>
            {member.lockedUntil ? (
              <button type="button" onClick={() => update.mutate({ member, change: { unlock: true } })}>
                {t('staff.unlock')}
              </button>
            ) : null}
            {member.totpEnrolled ? (
              <button
                type="button"
                onClick={() => {
                  if (window.confirm(t('staff.confirmResetTotp', { name: member.name }))) resetTotp.mutate(member);
                }}
              >
                {t('staff.resetTotp')}
              </button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageTitle>{t('staff.title')}</PageTitle>
      <AddStaffDialog onAdded={(name) => setNotice(t('staff.added', { name }))} />
      {failure ? <Alert kind="error">{errorText(failure)}</Alert> : null}
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      <DataTable caption={t('staff.title')} columns={columns} rows={staff.data ?? []} rowKey={(member) => member.id} />
    </>
  );
}
