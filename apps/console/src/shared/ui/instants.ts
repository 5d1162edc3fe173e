/** A datetime-local value (typed in Sri Lanka time) as an ISO instant with its offset; null when empty. */
export const colomboInstant = (local: string): string | null => (local ? `${local}:00+05:30` : null);

/** An ISO instant as a datetime-local value in Sri Lanka time; '' for none. */
export function colomboLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const shifted = new Date(Date.parse(iso) + 5.5 * 3600_000);
  return shifted.toISOString().slice(0, 16);
}
