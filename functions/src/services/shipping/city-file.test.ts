import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.ts';
import { fileText, parseCityFile } from './city-file.ts';

const france = 250;

describe('reading a city file', () => {
  it('reads La Poste style files: semicolons, French column names, upper-case names', () => {
    const text =
      '#Code_commune_INSEE;Nom_de_la_commune;Code_postal;Libellé_d_acheminement\n33394;ST EMILION;33330;ST EMILION\n2A004;AJACCIO;20000;AJACCIO\n';
    const { rows, errors } = parseCityFile(france, text);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        name: 'ST EMILION',
        postalCode: '33330',
        department: '33',
        inseeCode: '33394',
        latitude: null,
        longitude: null,
      },
      { name: 'AJACCIO', postalCode: '20000', department: '2A', inseeCode: '2A004', latitude: null, longitude: null },
    ]);
  });

  it('reads commas, quotes and coordinates with a comma decimal', () => {
    const text = 'name,postalCode,latitude,longitude\n"Beaune, Côte-d\'Or",21200,"47,0258","4,8397"\n';
    expect(parseCityFile(france, text).rows).toEqual([
      {
        name: "Beaune, Côte-d'Or",
        postalCode: '21200',
        department: '21',
        inseeCode: null,
        latitude: 47.0258,
        longitude: 4.8397,
      },
    ]);
  });

  it('reports each bad line with its line number (the header is line 1), and keeps the good ones', () => {
    const text =
      'name;postalCode;latitude\nBeaune;21200;\n\n;21000;\nDijon;2100;\nLyon;69001;123\nLyon;69001;\nsingle\n';
    const { rows, errors } = parseCityFile(france, text);
    expect(rows.map((r) => r.name)).toEqual(['Beaune', 'Lyon']);
    expect(errors).toEqual([
      { line: 4, field: 'name', key: 'city.nameRequired' },
      { line: 5, field: 'postalCode', key: 'city.postalCodeInvalid' },
      { line: 6, field: 'latitude', key: 'city.coordinatesInvalid' },
      { line: 8, field: 'line', key: 'city.rowInvalid' },
    ]);
  });

  it('keeps the same city and postal code once', () => {
    expect(parseCityFile(france, 'name,postalCode\nSaint-Émilion,33330\nST EMILION,33330\n').rows).toHaveLength(1);
  });

  it("takes other countries' postal codes, letters included", () => {
    expect(parseCityFile(826, 'city,zip\nLondon,SW1A 1AA\n').rows[0]).toMatchObject({
      postalCode: 'SW1A1AA',
      department: null,
    });
  });

  it('refuses a file whose first line does not name the name and postal code columns', () => {
    expect(() => parseCityFile(france, 'Beaune;21200\n')).toThrow(ValidationError);
  });

  it('reads a Windows-1252 export as well as UTF-8', () => {
    const latin1 = Uint8Array.from([...Buffer.from('name;postalCode\nV'), 0xe9, ...Buffer.from('zelay;89450\n')]);
    expect(
      parseCityFile(france, fileText({ filename: 'c.csv', contentType: 'text/csv', size: latin1.length, data: latin1 }))
        .rows[0]?.name,
    ).toBe('Vézelay');
  });
});
