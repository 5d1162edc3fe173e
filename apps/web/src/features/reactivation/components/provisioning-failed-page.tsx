import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { useSelectedConnectionDetails } from '@/shared/account/use-selected-connection-details';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StatusIcon } from '@/shared/payment/components/status-icon';
import { useSession } from '@/shared/session/session';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { baseProvisionStatusQueryOptions } from '../api/get-base-provision-status';
import { clearPackagePurchaseStatus, hasPackagePurchaseStatus } from '../model/package-purchase-status';
import styles from './reactivation.module.css';

/**
 * /provisioning-failed (spec 002 section 2.8): back to / when the selected connection has no package
 * purchase status (the provisioning check of a re-activation left none: the page was opened directly);
 * otherwise a success panel when its base package is provisioned by now, else the provisioning notice.
 */
export function ProvisioningFailedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { connection } = useSession();
  const hasStatus = connection !== null && hasPackagePurchaseStatus(connection.id);
  const { data: details, isPending: detailsPending } = useSelectedConnectionDetails();
  const query = useQuery({
    ...baseProvisionStatusQueryOptions(details?.connectionId ?? '', details?.connectionType ?? 0),
    enabled: hasStatus && Boolean(details),
  });
  // Without a connection its details are never asked for, so pending would be a spinner for ever.
  if (!hasStatus || (!details && !detailsPending)) return <Navigate to="/" replace />;
  if (!details || query.isPending) return <Spinner />;
  if (query.isError) return <Navigate to="/" replace />;
  const provisioned = query.data.status === 'SUCCESS';
  return (
    <div className={styles.page} role="status">
      <StatusIcon tone={provisioned ? 'success' : 'pending'} size={64} />
      <h1 className={styles.resultTitle}>{provisioned ? t('reactivation.reactivated') : t('payment.processing')}</h1>
      <p>{provisioned ? t('reactivationPages.activated') : t('payment.provisioning')}</p>
      <Button
        onClick={() => {
          clearPackagePurchaseStatus();
          void navigate('/');
        }}
      >
        {t('reactivationPages.continue')}
      </Button>
    </div>
  );
}
