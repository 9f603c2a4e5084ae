/** An ISO instant as dd/mm/yyyy HH:mm in Paris (spec 1 §9), the way the server writes `date`; anything else as it is.
 * */
export function parisDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A file's size in KB, at least 1 (a label of 300 bytes is not "0 KB"). */
export const kilobytes = (bytes: number): number => Math.max(1, Math.round(bytes / 1024));
