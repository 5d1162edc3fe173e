import { formatAmount } from '@/shared/format/money';

/** The figure of a price for texts that write 'Rs.' themselves ('Rs.{price} plus taxes added monthly'). */
export function rupeeFigure(value: number): string {
  return formatAmount(value);
}
