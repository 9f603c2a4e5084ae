import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import {
  addressImportColumns,
  addressInputSchema,
  maxAddressImportRows,
  pickupAddressType,
  scheduleInputSchema,
  type AddressImportColumn,
  type AddressImportParsed,
} from '@cellar/shared/shipping/addresses';
import type { UploadedFile } from '@cellar/shared/site/upload';
import type { SiteId } from '../../data/site-id.ts';
import { addFieldError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  AddressImportGone,
  addressRepository,
  type AddressRecord,
  type ImportedAddressRow,
} from '../../repositories/address-repository.ts';
import { idBlockRepository } from '../../repositories/id-block-repository.ts';
import { addressTypeService } from './address-type-service.ts';
import { unknownTypes } from './address-service.ts';

/**
 * The super-admin's address import (spec 1 §6 "address import"; spec 2 §7 `POST
 * /admin/address/import/parse` then `/insert`), into the request's site. A CSV file (UTF-8, or
 * Windows-1252 as spreadsheets on Windows save it; delimiter `;`, `,` or tab, guessed from the first line) holds one
 * address per line, in the
 * columns `addressImportColumns` — named by a header line (any order and case, a few French and
 * usual aliases) or, without one, in that order. Every row is checked with the rules of the
 * address form; the rows read are kept a day under a name, then inserted.
 */

/** Header names, reduced to letters: `Postal code`, `postal_code`, `Code postal` → `postalcode` / `codepostal`. */
const aliases: Record<string, AddressImportColumn> = {
  name: 'name',
  nom: 'name',
  firstpart: 'firstPart',
  address: 'firstPart',
  address1: 'firstPart',
  addressline1: 'firstPart',
  line1: 'firstPart',
  street: 'firstPart',
  adresse: 'firstPart',
  adresse1: 'firstPart',
  secondpart: 'secondPart',
  address2: 'secondPart',
  addressline2: 'secondPart',
  line2: 'secondPart',
  adresse2: 'secondPart',
  complement: 'complement',
  postalcode: 'postalCode',
  zip: 'postalCode',
  zipcode: 'postalCode',
  postcode: 'postalCode',
  codepostal: 'postalCode',
  cp: 'postalCode',
  city: 'city',
  town: 'city',
  ville: 'city',
  country: 'country',
  pays: 'country',
  latitude: 'latitude',
  lat: 'latitude',
  longitude: 'longitude',
  lng: 'longitude',
  lon: 'longitude',
  types: 'types',
  type: 'types',
  schedule: 'schedule',
  schedules: 'schedule',
  hours: 'schedule',
  openinghours: 'schedule',
  horaires: 'schedule',
};
const reduce = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The delimiter of the first line: the most frequent of `;`, `,` and tab (`;` on a tie: French spreadsheets). */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ';';
}

/** UTF-8, else Windows-1252 (what a spreadsheet on Windows saves as "CSV"). */
function decodeText(data: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.replace(/^\uFEFF/, '');
}

interface CsvRecord {
  line: number;
  cells: string[];
}

/** The non-empty records of a CSV text, each with the line it starts on (a quoted cell may span lines). */
function readRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    step: (result) => {
      const cells = result.data.map((c) => (c ?? '').trim());
      if (cells.some((c) => c !== '')) records.push({ line, cells });
      const end = result.meta.cursor;
      for (let i = start; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      start = end;
    },
  });
  return records;
}

/** `tue 09:00-12:00 14:00-18:00; sat 09:00-12:00` (days as 1–7, names or their first three letters, English or French).
 * */
function readSchedule(textValue: string): Array<{ day: string; start: string; end: string }> | null {
  const slots: Array<{ day: string; start: string; end: string }> = [];
  for (const part of textValue
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [day, ...ranges] = part.split(/\s+/);
    if (!day || ranges.length === 0) return null;
    for (const range of ranges) {
      const match = /^(\d{1,2}:\d{2})-(\d{1,2}:\d{2})$/.exec(range);
      if (!match) return null;
      slots.push({ day, start: match[1]!, end: match[2]! });
    }
  }
  return slots;
}

type RowErrors = Record<string, string[]>;

const addError = addFieldError<string>;

/** Checks one record: the address form's rules, the site's types, the opening hours. */
function readRow(
  cells: string[],
  columns: ReadonlyMap<AddressImportColumn, number>,
  types: ReadonlyMap<string, unknown>,
  lang: Lang,
): { row?: Omit<ImportedAddressRow, 'line'>; errors?: RowErrors } {
  const cell = (column: AddressImportColumn) => (columns.has(column) ? (cells[columns.get(column)!] ?? '') : '');
  const errors: RowErrors = {};
  const raw = {
    name: cell('name'),
    firstPart: cell('firstPart'),
    secondPart: cell('secondPart'),
    complement: cell('complement'),
    postalCode: cell('postalCode'),
    city: cell('city'),
    country: cell('country'),
    latitude: cell('latitude'),
    longitude: cell('longitude'),
    types: cell('types')
      .split(/[|,;]/)
      .map((t) => t.trim())
      .filter(Boolean),
  };
  const address = addressInputSchema.safeParse(raw);
  if (!address.success)
    for (const issue of address.error.issues)
      addError(errors, String(issue.path[0] ?? 'name'), translate(issue.message, lang));
  else
    for (const [field, keys] of Object.entries(unknownTypes(address.data.types, types)))
      keys.forEach((key) => addError(errors, field.split('.')[0]!, translate(key, lang)));

  let schedules: ImportedAddressRow['schedules'] = [];
  const scheduleText = cell('schedule');
  if (scheduleText !== '') {
    const slots = readSchedule(scheduleText);
    const schedule = slots ? scheduleInputSchema.safeParse({ schedules: slots }) : null;
    if (!schedule) addError(errors, 'schedule', translate('addressImport.invalidSchedule', lang));
    else if (!schedule.success)
      for (const issue of schedule.error.issues) addError(errors, 'schedule', translate(issue.message, lang));
    else schedules = schedule.data.slots.map(({ day, start, end }) => ({ day, start, end }));
  }
  if (Object.keys(errors).length > 0 || !address.success) return { errors };
  return { row: { address: address.data, schedules } };
}

export const addressImportService = {
  /**
   * Reads a file and keeps its valid rows a day under a new name. `hasHeader` absent: the first
   * line is a header when at least two of its cells name address columns.
   */
  async parse(
    site: SiteId,
    file: UploadedFile,
    hasHeader: boolean | undefined,
    lang: Lang,
  ): Promise<AddressImportParsed> {
    const text = decodeText(file.data);
    if (text.includes('\u0000'))
      throw new ValidationError({ file: ['addressImport.unreadable'] }, 'addressImport.unreadable');
    const records = readRecords(text);
    const first = records[0];
    const named = first ? first.cells.filter((c) => aliases[reduce(c)] !== undefined).length : 0;
    const header = (hasHeader ?? named >= 2) ? records.shift() : undefined;
    const columns = new Map<AddressImportColumn, number>();
    const ignoredColumns: string[] = [];
    if (header) {
      header.cells.forEach((c, i) => {
        const column = aliases[reduce(c)];
        if (column && !columns.has(column)) columns.set(column, i);
        else if (c !== '') ignoredColumns.push(c);
      });
    } else addressImportColumns.forEach((column, i) => columns.set(column, i));
    if (records.length === 0) throw new ValidationError({ file: ['addressImport.empty'] }, 'addressImport.empty');
    if (records.length > maxAddressImportRows)
      throw new ValidationError({ file: ['addressImport.tooManyRows'] }, 'addressImport.tooManyRows');

    const types = await addressTypeService.byCode(site);
    const rows: ImportedAddressRow[] = [];
    const errors: AddressImportParsed['errors'] = [];
    for (const { line, cells } of records) {
      const read = readRow(cells, columns, types, lang);
      if (read.row) rows.push({ line, ...read.row });
      else errors.push({ line, errors: read.errors ?? {} });
    }
    const name = `${randomUUID()}.csv`;
    const now = Date.now();
    await addressRepository.saveImport(site, {
      name,
      filename: file.filename,
      rows,
      skipped: errors.length,
      createdAt: new Date(now).toISOString(),
      expiresAt: Math.floor(now / 1000) + 24 * 3600,
    });
    return { filename: name, total: records.length, valid: rows.length, rows, errors, ignoredColumns };
  },

  /** Inserts the valid rows of a parsed file, once (the name is forgotten); the refused rows are skipped. */
  async insert(site: SiteId, name: string): Promise<{ inserted: number; skipped: number; ids: number[] }> {
    const parsed = await addressRepository.getImport(site, name);
    if (!parsed) throw new NotFoundError('addressImport.notFound');
    const ids = await idBlockRepository.next(site, 'ADDRESS', parsed.rows.length);
    const slotIds = await idBlockRepository.next(
      site,
      'SCHEDULE',
      parsed.rows.reduce((n, row) => n + row.schedules.length, 0),
    );
    const now = new Date().toISOString();
    const records: AddressRecord[] = parsed.rows.map((row, i) => ({
      id: ids[i]!,
      ...row.address,
      schedules: row.schedules.map((slot) => ({ id: slotIds.shift()!, ...slot })),
      // A pick-up location imported without its delay gets one day: the admin adjusts it in the schedule.
      preparationHours: row.address.types.includes(pickupAddressType) ? 24 : null,
      idCalendar: null,
      createdAt: now,
      updatedAt: now,
    }));
    try {
      await addressRepository.insertImport(site, name, records);
    } catch (error) {
      if (error instanceof AddressImportGone) throw new NotFoundError('addressImport.notFound');
      throw error;
    }
    return { inserted: records.length, skipped: parsed.skipped, ids };
  },
};
