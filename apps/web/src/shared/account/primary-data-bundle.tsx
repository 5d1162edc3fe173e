import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { Alert } from '@/shared/ui/alert';
import { DataQuota } from '@/shared/ui/data-quota';
import { PanelName } from '@/shared/ui/panel';
import { Spinner } from '@/shared/ui/spinner';
import { primaryDataBundleQueryOptions } from './api/get-primary-data-bundle';

/** The data bundle a broadband connection's package brings, with its quota, for a panel to show. */
export function PrimaryDataBundle({ connectionId, noneText }: { connectionId: string; noneText: string }) {
  const query = useQuery(primaryDataBundleQueryOptions(connectionId));
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  const bundle = query.data.dataBundle;
  if (!bundle) return <p>{noneText}</p>;
  return (
    <>
      <PanelName>{bundle.name}</PanelName>
      {bundle.dataQuota !== null && (
        <p>
          <DataQuota quota={bundle.dataQuota} />
        </p>
      )}
    </>
  );
}
