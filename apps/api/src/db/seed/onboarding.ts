import type { districts, fixedLineCustomers } from '../schema';
import { stableId } from './ids';

/** The 25 administrative districts of Sri Lanka. */
export const districtNames: readonly string[] = [
  'Ampara',
  'Anuradhapura',
  'Badulla',
  'Batticaloa',
  'Colombo',
  'Galle',
  'Gampaha',
  'Hambantota',
  'Jaffna',
  'Kalutara',
  'Kandy',
  'Kegalle',
  'Kilinochchi',
  'Kurunegala',
  'Mannar',
  'Matale',
  'Matara',
  'Monaragala',
  'Mullaitivu',
  'Nuwara Eliya',
  'Polonnaruwa',
  'Puttalam',
  'Ratnapura',
  'Trincomalee',
  'Vavuniya',
];

export function districtId(name: string): string {
  if (!districtNames.includes(name)) throw new Error(`Demo data refers to an unknown district: ${name}`);
  return stableId('district', name);
}

/**
 * The fixed-line customer records behind the sandbox: the demo subscribers' own lines, and unregistered
 * ones to try registration with (README lists them).
 */
export const fixedLineCustomerSeeds: readonly Omit<typeof fixedLineCustomers.$inferInsert, 'id' | 'createdAt'>[] = [
  {
    telephoneNumber: '0112345678',
    accountNumber: '0012345678',
    connectionType: 1,
    name: 'Nimal Perera',
    address: '42 Flower Road, Colombo 07',
    basePackageName: 'PEO Family',
  },
  {
    telephoneNumber: '0112987654',
    accountNumber: '0012987654',
    connectionType: 3,
    name: 'Nimal Perera',
    address: '15 Duplication Road, Colombo 03',
    basePackageName: 'ADSL',
  },
  {
    telephoneNumber: '0332245678',
    accountNumber: '0033224567',
    connectionType: 4,
    name: 'Kamala Silva',
    address: '8 Temple Road, Gampaha',
    basePackageName: 'Fibre',
  },
  {
    telephoneNumber: '0812234567',
    accountNumber: '0081223456',
    connectionType: 2,
    name: 'Chamari Dissanayake',
    address: '23 Peradeniya Road, Kandy',
    basePackageName: 'Voice',
  },
  {
    telephoneNumber: '0912234567',
    accountNumber: '0091223456',
    connectionType: 5,
    name: 'Ajith Kumara',
    address: '5 Lighthouse Street, Galle Fort',
    basePackageName: '4G LTE',
  },
  {
    telephoneNumber: '0382245566',
    accountNumber: '0038224556',
    connectionType: 2,
    name: 'Priyanka Gunawardena',
    address: '9 Station Road, Panadura',
    basePackageName: 'Voice',
  },
  {
    telephoneNumber: '0662233445',
    accountNumber: '0066223344',
    connectionType: 5,
    name: 'Priyanka Gunawardena',
    address: '4 Hill Street, Matale',
    basePackageName: '4G LTE',
  },
  {
    telephoneNumber: '0112555123',
    accountNumber: '0012555123',
    connectionType: 1,
    name: 'Saman Wickramasinghe',
    address: '77 Galle Road, Dehiwala',
    basePackageName: 'PEO Lite',
  },
  {
    telephoneNumber: '0342223344',
    accountNumber: '0034222334',
    connectionType: 2,
    name: 'Fathima Rizvi',
    address: '12 Main Street, Kalutara',
    basePackageName: 'Voice',
  },
  {
    telephoneNumber: '0472211223',
    accountNumber: '0047221122',
    connectionType: 3,
    name: 'Tharindu Jayawardena',
    address: '3 Harbour Road, Hambantota',
    basePackageName: 'ADSL',
  },
  {
    telephoneNumber: '0212223456',
    accountNumber: '0021222345',
    connectionType: 4,
    name: 'Kavitha Shanmugam',
    address: '19 Hospital Road, Jaffna',
    basePackageName: 'Fibre',
  },
  {
    telephoneNumber: '0252234567',
    accountNumber: '0025223456',
    connectionType: 5,
    name: 'Pradeep Rathnayake',
    address: '41 Maithripala Senanayake Mawatha, Anuradhapura',
    basePackageName: '4G LTE',
  },
];

export function onboardingRows() {
  return {
    districts: districtNames.map((districtName): typeof districts.$inferInsert => ({
      id: districtId(districtName),
      districtName,
    })),
    fixedLineCustomers: fixedLineCustomerSeeds.map((customer): typeof fixedLineCustomers.$inferInsert => ({
      id: stableId('fixed-line-customer', `${customer.telephoneNumber}/${customer.accountNumber}`),
      ...customer,
    })),
  };
}
