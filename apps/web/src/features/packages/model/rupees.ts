const rupees = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The figure of a price for texts that write 'Rs.' themselves ('Rs.{price} plus taxes added monthly'). */
export function rupeeFigure(value: number): string {
  return rupees.format(value);
}
