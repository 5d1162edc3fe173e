import type { ConsolePriceChangePreview } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson, queryString } from '@/shared/api/api-client';

/** How many live subscriptions a price change would reach, asked before it is saved. */
export const priceChangePreviewQuery = (optionId: string, price: number, effectiveOn: string) =>
  queryOptions({
    queryKey: ['price-change-preview', optionId, price, effectiveOn],
    queryFn: ({ signal }) =>
      apiJson<ConsolePriceChangePreview>(
        `/purchase-options/${optionId}/price-changes/preview${queryString({ price, effectiveOn })}`,
        { signal },
      ),
  });
