import Papa from 'papaparse';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import {
  isPostalCode,
  maxCityFileRows,
  normaliseCityName,
  normalisePostalCode,
  stateOfPostalCode,
  type CityRow,
} from '@cellar/shared/shipping/countries';
import type { UploadedFile } from '@cellar/shared/site/upload';
import { ValidationError } from '../../lib/errors.ts';

/**
 * City files (`PUT /admin/cities/parse/{id}`): a CSV with a header line naming its columns, read
 * with papaparse. Pure: no storage here (the country service keeps the rows for the insert).
 */

/** Column names accepted for each field (compared without case, accents, spaces or punctuation). */
const columnNames: Record<keyof CityRow, string[]> = {
  name: ['name', 'city', 'nom', 'ville', 'commune', 'nomdelacommune', 'nomcommune', 'libelle', 'libelledacheminement'],
  postalCode: ['postalcode', 'zip', 'zipcode', 'postcode', 'codepostal', 'cp'],
  inseeCode: ['inseecode', 'insee', 'codeinsee', 'codecommuneinsee', 'codecommune'],
  department: ['department', 'departement', 'state', 'codedepartement', 'dept'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lon', 'lng', 'long'],
};
const columnKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export interface CityFileLineError {
  line: number;
  field: string;
  key: MessageKey;
}

/** The text of an uploaded file: UTF-8, or Windows-1252 when it is not valid UTF-8 (a spreadsheet's export). */
export function fileText(file: UploadedFile): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file.data).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(file.data);
  }
}

function readCoordinate(text: string | undefined, max: number): number | null | undefined {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && Math.abs(value) <= max ? value : undefined;
}

/**
 * The delimiter of the header line: the most frequent of `,` `;` tab `|` (papaparse's own guess is
 * thrown off by empty lines, which are kept here to number lines).
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t', '|'].map((d) => [d, header.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

/**
 * Reads a city CSV (papaparse, quotes honoured; the delimiter `,` `;` tab or `|` is the header's): a header
 * line naming at least the name and postal code columns, then one city per line. Lines with errors
 * are reported with their line number (the header is line 1) and left out; the same city and postal
 * code twice is kept once.
 */
export function parseCityFile(idCountry: number, text: string): { rows: CityRow[]; errors: CityFileLineError[] } {
  // Empty lines are kept (and skipped below) so that a row's index is its line number less one.
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  const lines = parsed.data;
  const broken = new Set(parsed.errors.flatMap((error) => (error.row === undefined ? [] : [error.row])));
  const header = (lines[0] ?? []).map(columnKey);
  const index = Object.fromEntries(
    (Object.keys(columnNames) as Array<keyof CityRow>).map((field) => [
      field,
      header.findIndex((name) => columnNames[field].includes(name)),
    ]),
  ) as Record<keyof CityRow, number>;
  if (index.name < 0 || index.postalCode < 0)
    throw new ValidationError({ file: ['city.fileHeader'] }, 'city.fileHeader');
  if (lines.length - 1 > maxCityFileRows + 1)
    throw new ValidationError({ file: ['city.fileTooManyRows'] }, 'city.fileTooManyRows');
  const rows: CityRow[] = [];
  const errors: CityFileLineError[] = [];
  const seen = new Set<string>();
  const cell = (line: string[], field: keyof CityRow) => (index[field] >= 0 ? line[index[field]]?.trim() : undefined);
  lines.forEach((line, i) => {
    if (i === 0 || line.every((value) => value.trim() === '')) return;
    const lineNumber = i + 1;
    if (broken.has(i) || line.length <= Math.max(index.name, index.postalCode)) {
      errors.push({ line: lineNumber, field: 'line', key: 'city.rowInvalid' });
      return;
    }
    const name = (cell(line, 'name') ?? '').replace(/\s+/g, ' ');
    const postalCode = normalisePostalCode(cell(line, 'postalCode') ?? '');
    const latitude = readCoordinate(cell(line, 'latitude'), 90);
    const longitude = readCoordinate(cell(line, 'longitude'), 180);
    const before = errors.length;
    if (name === '' || normaliseCityName(name) === '')
      errors.push({ line: lineNumber, field: 'name', key: 'city.nameRequired' });
    else if (name.length > 200) errors.push({ line: lineNumber, field: 'name', key: 'validation.tooLong' });
    if (postalCode === '') errors.push({ line: lineNumber, field: 'postalCode', key: 'city.postalCodeRequired' });
    else if (!isPostalCode(idCountry, postalCode))
      errors.push({ line: lineNumber, field: 'postalCode', key: 'city.postalCodeInvalid' });
    if (latitude === undefined) errors.push({ line: lineNumber, field: 'latitude', key: 'city.coordinatesInvalid' });
    if (longitude === undefined) errors.push({ line: lineNumber, field: 'longitude', key: 'city.coordinatesInvalid' });
    if (errors.length > before) return;
    const identity = `${normaliseCityName(name)}#${postalCode}`;
    if (seen.has(identity)) return;
    seen.add(identity);
    const department = cell(line, 'department')?.toUpperCase() || stateOfPostalCode(idCountry, postalCode);
    rows.push({
      name,
      postalCode,
      department: department || null,
      inseeCode: cell(line, 'inseeCode') || null,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
    });
  });
  return { rows, errors };
}
