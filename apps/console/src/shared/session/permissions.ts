import type { StaffRoleValue } from '@selfcare/contracts';

/**
 * Which roles see which console section. The api checks every call itself (requireStaffRole); this only
 * keeps the console from offering what the role would be refused.
 */
export const SECTION_ROLES = {
  products: ['administrator', 'catalogue_manager', 'marketing', 'read_only'],
  banners: ['administrator', 'marketing', 'catalogue_manager', 'read_only'],
  vouchers: ['administrator', 'marketing', 'catalogue_manager', 'read_only'],
  gifts: ['administrator', 'marketing', 'catalogue_manager', 'read_only'],
  tax: ['administrator', 'finance', 'catalogue_manager', 'read_only'],
  care: ['administrator', 'customer_care', 'finance'],
  reports: ['administrator', 'finance', 'read_only'],
  staff: ['administrator'],
  audit: ['administrator', 'read_only'],
} as const satisfies Record<string, readonly StaffRoleValue[]>;

export type Section = keyof typeof SECTION_ROLES;

/** Who may change what a section shows (the rest read it). */
export const WRITE_ROLES = {
  products: ['administrator', 'catalogue_manager'],
  banners: ['administrator', 'marketing'],
  vouchers: ['administrator', 'marketing'],
  gifts: ['administrator', 'marketing'],
  tax: ['administrator', 'finance'],
  care: ['administrator', 'customer_care'],
  reports: [],
  staff: ['administrator'],
  audit: [],
} as const satisfies Record<Section, readonly StaffRoleValue[]>;

/** Who gives money back: refunds and bill credits. */
export const mayRefund = (role: StaffRoleValue): boolean => role === 'administrator' || role === 'finance';

export const maySee = (role: StaffRoleValue, section: Section): boolean =>
  (SECTION_ROLES[section] as readonly StaffRoleValue[]).includes(role);

export const mayChange = (role: StaffRoleValue, section: Section): boolean =>
  (WRITE_ROLES[section] as readonly StaffRoleValue[]).includes(role);
