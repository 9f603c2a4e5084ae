/** The most records the API's lists answer in one call (`nbItem`). */
export const pageSize = 100;

/** One page of a list, as the list calls answer it: its records and how many the whole list holds. */
export interface Page<T> {
  records: T[];
  total: number;
}

/**
 * Every record of a list the API only answers page by page: pages of `pageSize` from the first,
 * until `total` is reached or a page comes back empty. `maxPages` bounds the calls, so a list that
 * keeps growing while it is read (or a wrong `total`) cannot keep a screen calling.
 */
export async function everyPage<T>(loadPage: (page: number) => Promise<Page<T>>, maxPages: number): Promise<T[]> {
  const records: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await loadPage(page);
    records.push(...answer.records);
    if (page * pageSize >= answer.total || answer.records.length === 0) break;
  }
  return records;
}

/**
 * The first record `matches` in a list read page by page, stopping at the page that holds it:
 * for records the API has no `GET …/{id}` for. Null when the list (or `maxPages`) ends first.
 */
export async function findInPages<T>(
  loadPage: (page: number) => Promise<Page<T>>,
  matches: (record: T) => boolean,
  maxPages: number,
): Promise<T | null> {
  for (let page = 1; page <= maxPages; page += 1) {
    const { records, total } = await loadPage(page);
    const found = records.find(matches);
    if (found) return found;
    if (page * pageSize >= total || records.length === 0) return null;
  }
  return null;
}
