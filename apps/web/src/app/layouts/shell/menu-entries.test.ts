import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { getMenuEntries, type MenuConnection } from './menu-entries';

function menu(loggedIn: boolean, connection: MenuConnection | null = null) {
  return getMenuEntries({ loggedIn, connection }).map(({ label, to }) => [i18n.t(`menu.${label}`), to]);
}

const active = { status: 'active', broadband: false } as const;

describe('getMenuEntries', () => {
  it('gives visitors the public catalogue', () => {
    expect(menu(false)).toEqual([
      ['Home', '/'],
      ['Packages', '/packages'],
      ['Channels', '/channels'],
      ['On Demand', '/ondemand/#PremiereMovies'],
      ['SVOD', '/svod'],
      ['Promotional Packages', '/promotions/packages'],
      ['Promotions', '/promotions'],
    ]);
  });

  it('gives a fixed-line TV connection devices but no data bundles, gifts or vouchers', () => {
    expect(menu(true, { ...active, serviceType: 'SLT PEOTVGO' })).toEqual([
      ['Home', '/'],
      ['Packages', '/packages'],
      ['Channels', '/channels'],
      ['On Demand Contents', '/ondemand/#MVOD'],
      ['SVOD', '/svod'],
      ['Promotional Packages', '/promotions/packages'],
      ['Devices', '/screens'],
      ['Promotions', '/promotions'],
    ]);
  });

  it('adds data bundles for a broadband connection of the fixed-line TV service', () => {
    expect(menu(true, { ...active, serviceType: 'SLT PEOTVGO', broadband: true })).toEqual([
      ['Home', '/'],
      ['Packages', '/packages'],
      ['Channels', '/channels'],
      ['On Demand Contents', '/ondemand/#MVOD'],
      ['SVOD', '/svod'],
      ['Promotional Packages', '/promotions/packages'],
      ['Data Bundles', '/databundles'],
      ['Devices', '/screens'],
      ['Promotions', '/promotions'],
    ]);
  });

  it('adds data bundles, gifts and vouchers for a broadband connection of another service type', () => {
    expect(menu(true, { ...active, serviceType: 'PEOTVGO', broadband: true })).toEqual([
      ['Home', '/'],
      ['Packages', '/packages'],
      ['Channels', '/channels'],
      ['On Demand Contents', '/ondemand/#MVOD'],
      ['SVOD', '/svod'],
      ['Promotional Packages', '/promotions/packages'],
      ['Data Bundles', '/databundles'],
      ['Devices', '/screens'],
      ['Promotions', '/promotions'],
      ['Gifts', '/gifts'],
      ['Promotional Vouchers', '/vouchers'],
    ]);
  });

  it.each(['Mobitel', 'Prepaid'] as const)('adds gifts and vouchers for a %s connection', (serviceType) => {
    expect(menu(true, { ...active, serviceType })).toEqual([
      ['Home', '/'],
      ['Packages', '/packages'],
      ['Channels', '/channels'],
      ['On Demand Contents', '/ondemand/#MVOD'],
      ['SVOD', '/svod'],
      ['Promotional Packages', '/promotions/packages'],
      ['Devices', '/screens'],
      ['Promotions', '/promotions'],
      ['Gifts', '/gifts'],
      ['Promotional Vouchers', '/vouchers'],
    ]);
  });

  it.each([
    ['a suspended connection', { status: 'suspended', broadband: true, serviceType: 'Prepaid' }],
    ['no connection', null],
  ] as const)('leaves out the purchase entries for %s', (_, connection) => {
    expect(menu(true, connection)).toEqual([
      ['Home', '/'],
      ['Packages', '/packages'],
      ['Channels', '/channels'],
      ['On Demand Contents', '/ondemand/#MVOD'],
      ['SVOD', '/svod'],
      ['Promotional Packages', '/promotions/packages'],
      ['Promotions', '/promotions'],
    ]);
  });
});
