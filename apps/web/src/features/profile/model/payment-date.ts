import { TIME_ZONE } from '@/shared/config/constants';

// The Swedish locale writes date and time as 'YYYY-MM-DD HH:mm:ss', the format the spec names for payments.
const swedish = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** An instant as 'YYYY-MM-DD HH:mm:ss' in Sri Lanka (payments, purchases and vouchers tables). */
export function formatDateTime(instant: string): string {
  return swedish.format(new Date(instant));
}

/** 'YYYY/MM/DD', the spec's format for voucher dates, as the day it is in Sri Lanka. */
export function formatVoucherDate(instant: string): string {
  return formatDateTime(instant).slice(0, 10).replaceAll('-', '/');
}
