import type { CareConnection, CareDevice, CarePayment, CarePurchase, CareSubscriber } from '@selfcare/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { connectionTypeName } from '@/shared/i18n/connection-type-name';
import { t } from '@/shared/i18n/translate';
import { meQuery } from '@/shared/session/me-query';
import { mayChange, mayRefund } from '@/shared/session/permissions';
import { Alert } from '@/shared/ui/alert';
import { DataTable } from '@/shared/ui/data-table';
import { formatRupees, formatTime } from '@/shared/ui/format';
import { PageTitle } from '@/shared/ui/page-title';
import { subscriberQuery } from './api/get-subscriber';
import { type CareActionTarget, takeCareAction } from './api/take-care-action';
import { ReasonDialog } from './components/reason-dialog';
import { RefundDialog } from './components/refund-dialog';
import { TimelineSection } from './components/timeline-section';

/** One subscriber as care sees them: account, connections, purchases, payments, the rest, and the timeline. */
export default function SubscriberPage() {
  const { accountId = '' } = useParams();
  const subscriber = useQuery(subscriberQuery(accountId));
  if (subscriber.error) return <Alert kind="error">{errorText(subscriber.error)}</Alert>;
  if (!subscriber.data) return <p>{t('app.loading')}</p>;
  return <Subscriber subscriber={subscriber.data} />;
}

function Subscriber({ subscriber }: { subscriber: CareSubscriber }) {
  const me = useQuery(meQuery());
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const agent = me.data ? mayChange(me.data.role, 'care') : false;
  const refunder = me.data ? mayRefund(me.data.role) : false;
  const { account } = subscriber;

  const act = (target: CareActionTarget) => async (reason: string) => {
    const result = await takeCareAction(account.id, target, reason);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['care', 'subscriber', account.id] }),
      queryClient.invalidateQueries({ queryKey: ['care', 'timeline', account.id] }),
    ]);
    return result.message;
  };
  const action = (title: string, target: CareActionTarget, danger = false) => (
    <ReasonDialog title={title} onConfirm={act(target)} onDone={setNotice} danger={danger} />
  );

  const connectionColumns: ColumnDef<CareConnection, unknown>[] = [
    { accessorKey: 'name', header: t('care.connection') },
    { id: 'type', header: t('care.type'), accessorFn: (row) => connectionTypeName(row.connectionType) },
    { accessorKey: 'serviceType', header: t('care.serviceType') },
    { accessorKey: 'status', header: t('care.status') },
    { id: 'package', header: t('care.basePackage'), accessorFn: (row) => row.basePackage ?? t('common.none') },
    {
      id: 'numbers',
      header: t('care.numbers'),
      accessorFn: (row) => [row.mobile, row.telephoneNumber, row.accountNumber].filter(Boolean).join(' · '),
    },
    ...(agent
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            enableSorting: false,
            cell: ({ row }: { row: { original: CareConnection } }) => {
              const connection = row.original;
              const target = (action: 'connection_suspend' | 'connection_reactivate' | 'pin_reset') => ({
                action,
                connectionId: connection.id,
              });
              return (
                <div className="row">
                  {connection.status === 'suspended'
                    ? action(
                        t('care.action.connection_reactivate', { name: connection.name }),
                        target('connection_reactivate'),
                      )
                    : action(
                        t('care.action.connection_suspend', { name: connection.name }),
                        target('connection_suspend'),
                        true,
                      )}
                  {action(t('care.action.pin_reset', { name: connection.name }), target('pin_reset'))}
                </div>
              );
            },
          } satisfies ColumnDef<CareConnection, unknown>,
        ]
      : []),
  ];

  const purchaseColumns: ColumnDef<CarePurchase, unknown>[] = [
    { accessorKey: 'purchasedAt', header: t('care.when'), cell: ({ row }) => formatTime(row.original.purchasedAt) },
    { accessorKey: 'product', header: t('care.product') },
    { id: 'option', header: t('care.option'), accessorFn: (row) => row.option ?? t('common.none') },
    { accessorKey: 'status', header: t('care.status') },
    { accessorKey: 'price', header: t('care.price'), cell: ({ row }) => formatRupees(row.original.price) },
    {
      id: 'period',
      header: t('care.period'),
      accessorFn: (row) => `${row.billingStartDate} – ${row.billingEndDate ?? '…'}`,
    },
  ];

  const paymentColumns: ColumnDef<CarePayment, unknown>[] = [
    { accessorKey: 'createdAt', header: t('care.when'), cell: ({ row }) => formatTime(row.original.createdAt) },
    { accessorKey: 'item', header: t('care.product') },
    { accessorKey: 'amount', header: t('care.amount'), cell: ({ row }) => formatRupees(row.original.amount) },
    {
      id: 'route',
      header: t('care.route'),
      accessorFn: (row) =>
        [row.route, row.method, row.cardLastFour ? `•••• ${row.cardLastFour}` : null].filter(Boolean).join(' '),
    },
    { accessorKey: 'status', header: t('care.status') },
    {
      id: 'references',
      header: t('care.reference'),
      accessorFn: (row) => [row.orderId, row.referenceNo, row.gatewayReference].filter(Boolean).join(' · '),
    },
    { accessorKey: 'refunded', header: t('care.refunded'), cell: ({ row }) => formatRupees(row.original.refunded) },
    ...(refunder
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            enableSorting: false,
            cell: ({ row }: { row: { original: CarePayment } }) =>
              row.original.route === 'card' &&
              row.original.refunded < row.original.amount &&
              !row.original.chargedBack ? (
                <RefundDialog accountId={account.id} payment={row.original} onDone={setNotice} />
              ) : null,
          } satisfies ColumnDef<CarePayment, unknown>,
        ]
      : []),
  ];

  const deviceColumns: ColumnDef<CareDevice, unknown>[] = [
    { accessorKey: 'name', header: t('care.name') },
    { accessorKey: 'model', header: t('care.model') },
    { accessorKey: 'createdAt', header: t('care.created'), cell: ({ row }) => formatTime(row.original.createdAt) },
    ...(agent
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            enableSorting: false,
            cell: ({ row }: { row: { original: CareDevice } }) =>
              action(
                t('care.action.device_remove', { name: row.original.name }),
                { action: 'device_remove', deviceId: row.original.id },
                true,
              ),
          } satisfies ColumnDef<CareDevice, unknown>,
        ]
      : []),
  ];

  return (
    <>
      <p>
        <Link to="/care">{t('care.back')}</Link>
      </p>
      <PageTitle>{t('care.subscriberTitle', { email: account.email })}</PageTitle>
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      <section aria-labelledby="account-title">
        <h2 id="account-title">{t('care.account')}</h2>
        <dl className="facts">
          <dt>{t('care.name')}</dt>
          <dd>{`${account.firstName} ${account.lastName}`}</dd>
          <dt>{t('care.emailConfirmed')}</dt>
          <dd>{account.emailConfirmed ? t('common.yes') : t('common.no')}</dd>
          <dt>{t('care.language')}</dt>
          <dd>{account.language}</dd>
          <dt>{t('care.created')}</dt>
          <dd>{formatTime(account.createdAt)}</dd>
          <dt>{t('care.locked')}</dt>
          <dd>{account.locked ? t('common.yes') : t('common.no')}</dd>
          <dt>{t('care.sessions')}</dt>
          <dd>{account.activeSessions}</dd>
        </dl>
        {agent ? (
          <fieldset className="row plain" aria-label={t('care.actions')}>
            {action(t('care.action.password_reset_link'), { action: 'password_reset_link' })}
            {account.emailConfirmed
              ? null
              : action(t('care.action.email_confirmation'), { action: 'email_confirmation' })}
            {action(t('care.action.sign_out_everywhere'), { action: 'sign_out_everywhere' }, true)}
          </fieldset>
        ) : null}
      </section>
      <DataTable
        caption={t('care.connections')}
        columns={connectionColumns}
        rows={subscriber.connections}
        rowKey={(row) => row.id}
      />
      <DataTable
        caption={t('care.purchases')}
        columns={purchaseColumns}
        rows={subscriber.purchases}
        rowKey={(row) => row.id}
      />
      <DataTable
        caption={t('care.payments')}
        columns={paymentColumns}
        rows={subscriber.payments}
        rowKey={(row) => row.id}
      />
      <DataTable
        caption={t('care.devices')}
        columns={deviceColumns}
        rows={subscriber.devices}
        rowKey={(row) => row.id}
      />
      <DataTable
        caption={t('care.vouchers')}
        columns={[
          { accessorKey: 'name', header: t('care.name') },
          { accessorKey: 'price', header: t('care.price'), cell: ({ row }) => formatRupees(row.original.price) },
          { accessorKey: 'expiresAt', header: t('care.period'), cell: ({ row }) => formatTime(row.original.expiresAt) },
        ]}
        rows={subscriber.vouchers}
        rowKey={(row) => row.id}
      />
      <DataTable
        caption={t('care.profiles')}
        columns={[
          { accessorKey: 'name', header: t('care.name') },
          { accessorKey: 'parentalRating', header: t('care.rating') },
        ]}
        rows={subscriber.profiles}
        rowKey={(row) => row.id}
      />
      <TimelineSection accountId={account.id} />
    </>
  );
}
