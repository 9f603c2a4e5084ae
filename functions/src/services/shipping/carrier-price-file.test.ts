import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.ts';
import { gridsOfFile, parsePriceFile } from './carrier-price-file.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const errorsOf = (text: string): Record<string, string[]> => {
  try {
    parsePriceFile(bytes(text));
  } catch (error) {
    if (error instanceof ValidationError) return error.fieldErrors as Record<string, string[]>;
    throw error;
  }
  throw new Error('the file was accepted');
};

describe('carrier price files', () => {
  it('reads a French CSV: semicolons, comma decimals, a department without its zero, a BOM', () => {
    const parsed = parsePriceFile(
      bytes(
        '\uFEFFCountry;Department;Min;Max;Price type;Price\nFRA;;1;1;PACKAGE;9,90\nFRA;;2;3;package;12,5\n\nFRA;2A;1;3;PACKAGE;19\nFRA;1;1;3;UNIT;4\nBEL;;0;30;PACKAGE;15\n',
      ),
    );
    expect(parsed.rows[0]).toEqual({
      line: 2,
      country: 'FRA',
      department: null,
      min: 1,
      max: 1,
      priceType: 'PACKAGE',
      price: 9.9,
    });
    expect(parsed.rows[2]).toMatchObject({ line: 5, department: '2A' });
    expect(parsed.rows[3]).toMatchObject({ department: '01', priceType: 'UNIT' });
    expect(parsed.countries).toEqual(['BEL', 'FRA']);
    expect(parsed.grids).toBe(4);
    const grids = gridsOfFile(parsed.rows);
    expect(grids.get('FRA')?.map((g) => g.department)).toEqual([null, '2A', '01']);
  });

  it('reads columns in any order, with commas and quoted decimals', () => {
    const parsed = parsePriceFile(bytes('price,priceType,max,min,country\n"7,5",PACKAGE,2,1,DEU\n'));
    expect(parsed.rows).toEqual([
      { line: 2, country: 'DEU', department: null, min: 1, max: 2, priceType: 'PACKAGE', price: 7.5 },
    ]);
  });

  it('reports every error with its line and column', () => {
    expect(
      errorsOf(
        'country;department;min;max;priceType;price\nFRX;;1;1;PACKAGE;9\nFRA;2C;1;1;PACKAGE;9\nFRA;;3;2;BOX;x\nFRA;;;5;UNIT;-1\nBEL;;1;6;PACKAGE;1\nBEL;;4;12;PACKAGE;1\n',
      ),
    ).toEqual({
      'lines.2.country': ['carrier.countryInvalid'],
      'lines.3.department': ['carrier.departmentInvalid'],
      'lines.4.min': ['carrier.minGreaterThanMax'],
      'lines.4.priceType': ['carrier.priceTypeInvalid'],
      'lines.4.price': ['carrier.invalidPrice'],
      'lines.5.min': ['carrier.minMaxRequired'],
      'lines.5.price': ['carrier.minNegative'],
      'lines.7.min': ['carrier.tranchesOverlap'],
    });
  });

  it('needs the header and at least one price', () => {
    expect(errorsOf('FRA;;1;1;PACKAGE;9\n')).toEqual({ file: ['carrier.priceFileHeader'] });
    expect(errorsOf('country;min;max;priceType;price\n\n')).toEqual({ file: ['carrier.priceFileEmpty'] });
  });
});
