import { type ConnectionStatus, ServiceType, type ServiceTypeLabel } from '@selfcare/contracts';
import type { webMessages } from '@/shared/i18n/en';

export type MenuLabel = keyof (typeof webMessages)['menu'];

export interface MenuEntry {
  label: MenuLabel;
  to: string;
}

export interface MenuConnection {
  serviceType: ServiceTypeLabel | null;
  broadband: boolean;
  status: ConnectionStatus;
}

const home: MenuEntry = { label: 'home', to: '/' };
const packages: MenuEntry = { label: 'packages', to: '/packages' };
const channels: MenuEntry = { label: 'channels', to: '/channels' };
const svod: MenuEntry = { label: 'svod', to: '/svod' };
const promotionalPackages: MenuEntry = { label: 'promotionalPackages', to: '/promotions/packages' };
const promotions: MenuEntry = { label: 'promotions', to: '/promotions' };

/**
 * The side menu (spec 000 "App shell"). Visitors get the public catalogue. Subscribers with an
 * active connection also get the connection's purchases: data bundles when it is broadband, devices,
 * and gifts and vouchers unless it is the fixed-line TV service, which bills them differently.
 * A subscriber whose connection is not active (or who has none) can browse but not buy, so they get
 * the catalogue without those entries.
 */
export function getMenuEntries({
  loggedIn,
  connection,
}: {
  loggedIn: boolean;
  connection: MenuConnection | null;
}): MenuEntry[] {
  if (!loggedIn) {
    return [
      home,
      packages,
      channels,
      { label: 'onDemand', to: '/ondemand/#PremiereMovies' },
      svod,
      promotionalPackages,
      promotions,
    ];
  }

  const catalogue: MenuEntry[] = [home, packages, channels, { label: 'onDemandContents', to: '/ondemand/#MVOD' }, svod];
  if (connection?.status !== 'active') return [...catalogue, promotionalPackages, promotions];

  const entries: MenuEntry[] = [...catalogue, promotionalPackages];
  if (connection.broadband) entries.push({ label: 'dataBundles', to: '/databundles' });
  entries.push({ label: 'devices', to: '/screens' }, promotions);
  if (connection.serviceType !== ServiceType.fixedLineTv) {
    entries.push({ label: 'gifts', to: '/gifts' }, { label: 'promotionalVouchers', to: '/vouchers' });
  }
  return entries;
}
