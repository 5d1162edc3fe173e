import { useQuery } from '@tanstack/react-query';
import { TaxTable as TaxLines } from '@/shared/ui/tax-table';
import { type TaxInput, taxQueryOptions } from '../api/calculate-tax';
import { QueryStatus } from './query-status';

/** The tax table of a package price, loaded for the package shown. */
export function TaxTable(input: TaxInput) {
  const { data, error } = useQuery(taxQueryOptions(input));
  return data ? <TaxLines tax={data} /> : <QueryStatus error={error} />;
}
