/** Dates as the spec writes them (dd/mm/yyyy) or ISO (yyyy-mm-dd); null when not a real date. */
export function parseDay(value: string): { year: number; month: number; day: number } | null {
  const fr = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const parts = fr
    ? { day: +fr[1]!, month: +fr[2]!, year: +fr[3]! }
    : iso
      ? { year: +iso[1]!, month: +iso[2]!, day: +iso[3]! }
      : null;
  return parts && isRealDay(parts.year, parts.month, parts.day) ? parts : null;
}

export function isRealDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years between a birth day and `today`. */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  let age = today.getUTCFullYear() - birth.year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < birth.month ||
    (today.getUTCMonth() + 1 === birth.month && today.getUTCDate() < birth.day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function isoDay(d: { year: number; month: number; day: number }): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}
