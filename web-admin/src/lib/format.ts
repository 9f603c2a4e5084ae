/** Dates shown dd/mm/yyyy (spec 1 §9). Takes an ISO date or datetime; anything else is shown as it is. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
