import { describe, expect, it } from 'vitest';
import { isCatalogueKitModule } from './chunk-groups.ts';

const web = '/repo/apps/web/src';

describe('catalogue kit chunk', () => {
  it('takes the shared cards, prices, catalogue helpers and query hooks', () => {
    for (const id of [
      `${web}/shared/ui/product-card.tsx`,
      `${web}/shared/ui/price-tag.module.css`,
      `${web}/shared/catalogue/price.ts`,
      `${web}/shared/format/money.ts`,
      '/repo/node_modules/@tanstack/react-query/build/modern/useQuery.js',
      '/repo/packages/contracts/src/catalogue-enums.ts',
    ]) {
      expect(isCatalogueKitModule(id), id).toBe(true);
    }
  });

  it('leaves out what brings Radix or form fields, and anything outside the shared catalogue code', () => {
    for (const id of [
      `${web}/shared/ui/modal.tsx`,
      `${web}/shared/ui/select-field.tsx`,
      `${web}/shared/ui/tabs.tsx`,
      `${web}/shared/ui/infinite-list.tsx`,
      `${web}/shared/ui/use-load-more-on-scroll.ts`,
      '/repo/node_modules/@tanstack/react-query/build/modern/useInfiniteQuery.js',
      '/repo/node_modules/@tanstack/query-core/build/modern/infiniteQueryObserver.js',
      `${web}/features/purchase/components/purchase-actions.tsx`,
      `${web}/features/packages/components/packages-page.tsx`,
      '/repo/node_modules/zod/v4/core/schemas.js',
      '/repo/packages/contracts/src/catalogue.ts',
    ]) {
      expect(isCatalogueKitModule(id), id).toBe(false);
    }
  });

  it('takes the Viewer shape, which the visitor landing needs, and leaves useViewer and its reads out', () => {
    expect(isCatalogueKitModule(`${web}/shared/account/viewer.ts`)).toBe(true);
    expect(isCatalogueKitModule(`${web}/shared/account/use-viewer.ts`)).toBe(false);
    expect(isCatalogueKitModule(`${web}/shared/account/api/get-connections.ts`)).toBe(false);
  });
});
