const time = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Colombo',
});
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Colombo' });
const rupees = new Intl.NumberFormat('en-LK', { style: 'currency', currency: 'LKR' });

/** An instant as the operator reads it: Sri Lanka time. */
export const formatTime = (iso: string): string => time.format(new Date(iso));
export const formatDay = (iso: string): string => day.format(new Date(iso));
export const formatRupees = (amount: number): string => rupees.format(amount);
