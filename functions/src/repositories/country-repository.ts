import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CityFileParsed, CityRow, Country, CountryState } from '@cellar/shared/shipping/countries';
import { queryPartition } from '../data/collection.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';

/** A country as stored (`COUNTRIES` / `COUNTRY#<id>`): the data file's entry and its states. */
export interface CountryRecord extends Country {
  states: CountryState[];
}

/** A city as stored: one item per (normalised name, postal code) of a country. */
export interface CityRecord extends CityRow {
  idCountry: number;
}

const meta = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'type', 'v', 'normalisedName', 'expiresAt'];
function strip<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !meta.includes(name))) as T;
}

/** BatchWriteItem 25 at a time, retrying what DynamoDB leaves unprocessed (with a growing pause). */
async function batchPut(items: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const table = tableName();
  for (let start = 0; start < items.length; start += 25) {
    let pending = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= 8) throw new Error('BatchWriteItem kept items unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
      const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (answer.UnprocessedItems?.[table] as typeof pending | undefined) ?? [];
    }
  }
}

/** Runs `work` over `items` with at most `limit` at once. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function cityItem(city: CityRecord, normalisedName: string) {
  return {
    ...keys.city(city.idCountry, normalisedName, city.postalCode),
    ...keys.cityPostalIndex(city.idCountry, normalisedName, city.postalCode),
    type: entityTypes.city,
    v: 1,
    normalisedName,
    ...city,
  };
}

/**
 * Rows of a parsed file go 1 000 to an item (≈ 50 KB, far under DynamoDB's 400 KB); a chunk is also
 * what one insert call writes at least, and marks `written` once it is.
 */
const rowsPerChunk = 1000;

/** A parsed file as kept: its chunks in order, each with whether it was written already. */
export type CityImport = Pick<CityFileParsed, 'idCountry' | 'total'> & {
  chunks: Array<{ n: number; rows: CityRow[]; written: boolean }>;
};
type CompactRow = [string, string, string | null, string | null, number | null, number | null];
const compact = (row: CityRow): CompactRow => [
  row.name,
  row.postalCode,
  row.department,
  row.inseeCode,
  row.latitude,
  row.longitude,
];
const expand = ([name, postalCode, department, inseeCode, latitude, longitude]: CompactRow): CityRow => ({
  name,
  postalCode,
  department,
  inseeCode,
  latitude,
  longitude,
});

/** The only code that reads and writes countries, cities and parsed city files. */
export const countryRepository = {
  /** Every country with its states: one Query of `COUNTRIES`. */
  async all(): Promise<CountryRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.countryPartition())).map((item) =>
      strip<CountryRecord>(item),
    );
  },

  async get(id: number): Promise<CountryRecord | null> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.country(id) }));
    return answer.Item ? strip<CountryRecord>(answer.Item) : null;
  },

  /** Writes the countries (the seed: the data file's list); an existing country is replaced. */
  async putAll(countries: readonly CountryRecord[]): Promise<void> {
    await batchPut(
      countries.map((country) => ({ ...keys.country(country.id), type: entityTypes.country, v: 1, ...country })),
    );
  },

  /** Cities of a country whose normalised name starts so, in name order (one Query). */
  async citiesByName(idCountry: number, normalisedStart: string, limit: number): Promise<CityRecord[]> {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: {
          ':pk': keys.cityPartition(idCountry),
          ':sk': keys.cityNamePrefix(normalisedStart),
        },
        Limit: limit,
      }),
    );
    return (answer.Items ?? []).map((item) => strip<CityRecord>(item));
  },

  /** Cities of a country whose postal code starts so, in postal code order (one Query of gsi1). */
  async citiesByPostalCode(idCountry: number, postalStart: string, limit: number): Promise<CityRecord[]> {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.cityPartition(idCountry), ':sk': keys.cityPostalPrefix(postalStart) },
        Limit: limit,
      }),
    );
    return (answer.Items ?? []).map((item) => strip<CityRecord>(item));
  },

  /**
   * Writes cities, replacing the same city (same normalised name and postal code) when it exists:
   * writing a file twice writes the same items. Batches of 25, sixteen at once.
   */
  async putCities(cities: ReadonlyArray<{ city: CityRecord; normalisedName: string }>): Promise<void> {
    const batches: Array<Array<Record<string, unknown>>> = [];
    for (let start = 0; start < cities.length; start += 25)
      batches.push(cities.slice(start, start + 25).map(({ city, normalisedName }) => cityItem(city, normalisedName)));
    await inParallel(batches, 16, (batch) => batchPut(batch));
  },

  /** Keeps a parsed file's rows until `expiresAt` (TTL), in chunks, under a random name. */
  async saveImport(idImport: string, idCountry: number, rows: readonly CityRow[], expiresAt: Date): Promise<void> {
    const ttl = Math.floor(expiresAt.getTime() / 1000);
    const chunks: Array<Record<string, unknown>> = [];
    for (let start = 0, n = 0; start < rows.length || n === 0; start += rowsPerChunk, n++) {
      chunks.push({
        ...keys.cityImportChunk(idImport, n),
        type: entityTypes.cityImport,
        v: 1,
        idCountry,
        total: rows.length,
        rows: rows.slice(start, start + rowsPerChunk).map(compact),
        expiresAt: ttl,
      });
    }
    if (chunks.length === 1) await dynamo().send(new PutCommand({ TableName: tableName(), Item: chunks[0]! }));
    else await batchPut(chunks);
  },

  /** A parsed file, or null when it is unknown or expired (TTL removal is lazy: the date is checked). */
  async readImport(idImport: string): Promise<CityImport | null> {
    const items = await queryPartition<Record<string, unknown>>(keys.cityImportPartition(idImport));
    const now = Math.floor(Date.now() / 1000);
    if (items.length === 0 || items.some((item) => (item.expiresAt as number) <= now)) return null;
    const chunks = items.map((item) => ({
      n: Number(String(item.sk).slice('CHUNK#'.length)),
      rows: (item.rows as CompactRow[]).map(expand),
      written: item.written === true,
    }));
    const total = items[0]!.total as number;
    // A file whose chunks are not all there (yet, or any more) is not inserted half.
    if (chunks.reduce((sum, chunk) => sum + chunk.rows.length, 0) !== total) return null;
    return { idCountry: items[0]!.idCountry as number, total, chunks: chunks.sort((a, b) => a.n - b.n) };
  },

  /** Marks a chunk of a parsed file written (the next insert call goes on after it). */
  async markImportChunkWritten(idImport: string, n: number): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.cityImportChunk(idImport, n),
        UpdateExpression: 'SET #written = :yes',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#written': 'written' },
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  },
};
