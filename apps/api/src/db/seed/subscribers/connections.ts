import {
  type ConnectionStatus,
  type ConnectionTypeCode,
  ServiceType,
  type ServiceTypeLabel,
} from '@selfcare/contracts';
import type { DemoEmail } from '../demo-subscribers';
import { stableId } from '../ids';

export interface ProfileSeed {
  name: string;
  parentalRating: 'G' | 'PG' | 'PG-13' | 'R';
}

export interface DeviceSeed {
  name: string;
  model: string;
}

/** A payment card on file: brand and the masked number the gateway reports. */
export interface CardSeed {
  brand: 'VISA' | 'MASTER';
  mask: string;
  /** 'MM/YY'. */
  expiry: string;
}

export interface ConnectionSeed {
  key: string;
  account: DemoEmail;
  position: number;
  name: string;
  connectionType: ConnectionTypeCode;
  serviceType: ServiceTypeLabel;
  status: ConnectionStatus;
  broadband: boolean;
  telephoneNumber?: string;
  accountNumber?: string;
  mobile?: string;
  city: string;
  address: string;
  /** How long ago the connection was registered. */
  sinceDaysAgo: number;
  /** The first profile is the default (primary) one. */
  profiles: readonly [ProfileSeed, ...ProfileSeed[]];
  devices: readonly DeviceSeed[];
  card?: CardSeed;
}

const VISA: CardSeed = { brand: 'VISA', mask: '************4242', expiry: '08/29' };

/** Every connection type and status, broadband and not (DESIGN.md section 8). */
export const connectionSeeds: readonly ConnectionSeed[] = [
  {
    key: 'nimal-home',
    account: 'tv@selfcare.lk',
    position: 0,
    name: 'Home TV',
    connectionType: 1,
    serviceType: ServiceType.fixedLineTv,
    status: 'active',
    broadband: false,
    telephoneNumber: '0112345678',
    accountNumber: '0012345678',
    mobile: '0772345678',
    city: 'Colombo',
    address: '42 Flower Road, Colombo 07',
    sinceDaysAgo: 400,
    profiles: [
      { name: 'Nimal', parentalRating: 'R' },
      { name: 'Amma', parentalRating: 'PG' },
      { name: 'Kids', parentalRating: 'G' },
    ],
    devices: [
      { name: 'Living Room TV', model: 'Android TV' },
      { name: "Nimal's iPhone", model: 'iPhone 15' },
      { name: 'Bedroom TV', model: 'Samsung Smart TV' },
    ],
  },
  {
    key: 'nimal-broadband',
    account: 'tv@selfcare.lk',
    position: 1,
    name: 'Office Broadband',
    connectionType: 3,
    serviceType: ServiceType.fixedLineTv,
    status: 'active',
    broadband: true,
    telephoneNumber: '0112987654',
    accountNumber: '0012987654',
    mobile: '0772345678',
    city: 'Colombo',
    address: '15 Duplication Road, Colombo 03',
    sinceDaysAgo: 200,
    profiles: [{ name: 'Office', parentalRating: 'PG-13' }],
    devices: [{ name: 'Office Laptop', model: 'Web Browser' }],
  },
  {
    key: 'kamala-fibre',
    account: 'fibre@selfcare.lk',
    position: 0,
    name: 'Family Fibre',
    connectionType: 4,
    serviceType: ServiceType.product,
    status: 'active',
    broadband: true,
    telephoneNumber: '0332245678',
    accountNumber: '0033224567',
    mobile: '0719876543',
    city: 'Gampaha',
    address: '8 Temple Road, Gampaha',
    sinceDaysAgo: 120,
    profiles: [
      { name: 'Kamala', parentalRating: 'R' },
      { name: 'Sahan', parentalRating: 'PG-13' },
      { name: 'Little Ones', parentalRating: 'G' },
    ],
    devices: [
      { name: 'Family TV', model: 'Android TV' },
      { name: "Sahan's Phone", model: 'Galaxy A54' },
      { name: 'Kitchen Tablet', model: 'iPad Air' },
    ],
  },
  {
    key: 'sunil-mobitel',
    account: 'mobitel@selfcare.lk',
    position: 0,
    name: 'Sunil Mobile',
    connectionType: 6,
    serviceType: ServiceType.mobileOperator,
    status: 'active',
    broadband: false,
    mobile: '0711234567',
    city: 'Kurunegala',
    address: '27 Kandy Road, Kurunegala',
    sinceDaysAgo: 60,
    profiles: [{ name: 'Sunil', parentalRating: 'PG-13' }],
    devices: [{ name: "Sunil's Phone", model: 'Galaxy A34' }],
  },
  {
    key: 'dilani-prepaid',
    account: 'prepaid@selfcare.lk',
    position: 0,
    name: 'My PEOTVGO',
    connectionType: 7,
    serviceType: ServiceType.prepaid,
    status: 'active',
    broadband: false,
    mobile: '+94771234567',
    city: 'Negombo',
    address: '3 Lewis Place, Negombo',
    sinceDaysAgo: 40,
    profiles: [
      { name: 'Dilani', parentalRating: 'R' },
      { name: 'Nethmi', parentalRating: 'PG' },
    ],
    devices: [
      { name: "Dilani's iPhone", model: 'iPhone 15' },
      { name: 'Living Room Chromecast', model: 'Chromecast with Google TV' },
    ],
    card: VISA,
  },
  {
    key: 'ruwan-prepaid',
    account: 'suspended@selfcare.lk',
    position: 0,
    name: 'Prepaid Streaming',
    connectionType: 7,
    serviceType: ServiceType.prepaid,
    status: 'suspended',
    broadband: false,
    mobile: '+94761234567',
    city: 'Matara',
    address: '11 Beach Road, Matara',
    sinceDaysAgo: 75,
    profiles: [{ name: 'Ruwan', parentalRating: 'PG-13' }],
    devices: [{ name: "Ruwan's Phone", model: 'Redmi Note 13' }],
    card: { brand: 'MASTER', mask: '************5454', expiry: '03/28' },
  },
  {
    key: 'ruwan-mobitel',
    account: 'suspended@selfcare.lk',
    position: 1,
    name: 'Mobitel Streaming',
    connectionType: 6,
    serviceType: ServiceType.mobileOperator,
    status: 'suspended',
    broadband: false,
    mobile: '0712345678',
    city: 'Matara',
    address: '11 Beach Road, Matara',
    sinceDaysAgo: 35,
    profiles: [{ name: 'Ruwan', parentalRating: 'PG-13' }],
    devices: [],
  },
  {
    key: 'tharindu-prepaid',
    account: 'expired@selfcare.lk',
    position: 0,
    name: 'Family Streaming',
    connectionType: 7,
    serviceType: ServiceType.prepaid,
    status: 'suspended',
    broadband: false,
    mobile: '+94761239876',
    city: 'Kurunegala',
    address: '14 Lake Road, Kurunegala',
    sinceDaysAgo: 110,
    profiles: [{ name: 'Tharindu', parentalRating: 'PG-13' }],
    devices: [{ name: "Tharindu's Phone", model: 'Galaxy A54' }],
    card: VISA,
  },
  {
    key: 'chamari-home',
    account: 'leaving@selfcare.lk',
    position: 0,
    name: 'Home TV',
    connectionType: 2,
    serviceType: ServiceType.fixedLineTv,
    status: 'pending_terminated',
    broadband: false,
    telephoneNumber: '0812234567',
    accountNumber: '0081223456',
    mobile: '0765554433',
    city: 'Kandy',
    address: '23 Peradeniya Road, Kandy',
    sinceDaysAgo: 110,
    profiles: [
      { name: 'Chamari', parentalRating: 'PG' },
      { name: 'Seeya', parentalRating: 'G' },
    ],
    devices: [{ name: 'Home TV', model: 'Android TV' }],
  },
  {
    key: 'ajith-home',
    account: 'former@selfcare.lk',
    position: 0,
    name: 'Old Home TV',
    connectionType: 5,
    serviceType: ServiceType.fixedLineTv,
    status: 'unsubscribed',
    broadband: false,
    telephoneNumber: '0912234567',
    accountNumber: '0091223456',
    mobile: '0703332211',
    city: 'Galle',
    address: '5 Lighthouse Street, Galle Fort',
    sinceDaysAgo: 300,
    profiles: [{ name: 'Ajith', parentalRating: 'PG-13' }],
    devices: [],
  },
  {
    key: 'priyanka-home',
    account: 'moving@selfcare.lk',
    position: 0,
    name: 'Town House TV',
    connectionType: 2,
    serviceType: ServiceType.fixedLineTv,
    status: 'active',
    broadband: false,
    telephoneNumber: '0382245566',
    accountNumber: '0038224556',
    mobile: '0779988776',
    city: 'Panadura',
    address: '9 Station Road, Panadura',
    sinceDaysAgo: 150,
    profiles: [{ name: 'Priyanka', parentalRating: 'PG-13' }],
    devices: [{ name: 'Lounge TV', model: 'Android TV' }],
  },
  {
    key: 'priyanka-holiday',
    account: 'moving@selfcare.lk',
    position: 1,
    name: 'Holiday Home TV',
    connectionType: 5,
    serviceType: ServiceType.fixedLineTv,
    status: 'active',
    broadband: false,
    telephoneNumber: '0662233445',
    accountNumber: '0066223344',
    mobile: '0779988776',
    city: 'Matale',
    address: '4 Hill Street, Matale',
    sinceDaysAgo: 90,
    profiles: [{ name: 'Priyanka', parentalRating: 'PG-13' }],
    devices: [],
  },
  {
    key: 'guest',
    account: 'guest@selfcare.lk',
    position: 0,
    name: 'Guest Access',
    connectionType: 7,
    serviceType: ServiceType.guest,
    status: 'active',
    broadband: false,
    city: 'Colombo',
    address: '1 Galle Face Terrace, Colombo 03',
    sinceDaysAgo: 3,
    profiles: [{ name: 'Guest', parentalRating: 'PG' }],
    devices: [{ name: 'Guest Browser', model: 'Web Browser' }],
    card: { brand: 'VISA', mask: '************1111', expiry: '11/27' },
  },
  {
    key: 'sanduni-home',
    account: 'homebase@selfcare.lk',
    position: 0,
    name: 'Family Home TV',
    connectionType: 2,
    serviceType: ServiceType.fixedLineTv,
    status: 'active',
    broadband: false,
    telephoneNumber: '0452233667',
    accountNumber: '0045223366',
    mobile: '0714455667',
    city: 'Ratnapura',
    address: '21 Main Street, Ratnapura',
    sinceDaysAgo: 70,
    profiles: [{ name: 'Sanduni', parentalRating: 'PG-13' }],
    devices: [{ name: 'Living Room TV', model: 'Android TV' }],
  },
  {
    key: 'nuwan-fibre',
    account: 'thrifty@selfcare.lk',
    position: 0,
    name: 'Home Fibre',
    connectionType: 4,
    serviceType: ServiceType.product,
    status: 'active',
    broadband: true,
    telephoneNumber: '0552247788',
    accountNumber: '0055224778',
    mobile: '0716677889',
    city: 'Kurunegala',
    address: '15 Lake Road, Kurunegala',
    sinceDaysAgo: 100,
    profiles: [{ name: 'Nuwan', parentalRating: 'PG-13' }],
    devices: [{ name: 'Bedroom TV', model: 'Android TV' }],
  },
];

export function connectionSeed(key: string): ConnectionSeed {
  const seed = connectionSeeds.find((candidate) => candidate.key === key);
  if (!seed) throw new Error(`Demo data refers to an unknown connection: ${key}`);
  return seed;
}

export const connectionId = (key: string) => stableId('connection', connectionSeed(key).key);
