/** Dates shown dd/mm/yyyy (spec 1 §9). Takes an ISO date or datetime; anything else is shown as it is. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * Datetimes dd/mm/yyyy HH:mm (spec 1 §9), HH:mm:ss with `seconds`, in the browser's time zone. Anything that is not
 * a date is shown as it is; nothing for null.
 */
export function formatDateTime(
  value: string | null | undefined,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(date.getHours())}:${two(date.getMinutes())}${seconds ? `:${two(date.getSeconds())}` : ''}`;
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${time}`;
}
