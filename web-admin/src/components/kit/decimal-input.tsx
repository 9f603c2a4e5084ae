import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Lang } from '@cellar/shared/i18n/lang';
import { readNumber, readWholeNumber } from '@cellar/shared/validation/numbers';
import { useLang } from '../../lib/i18n/lang.ts';

/**
 * A decimal field's value: the number read, '' when blank, or the text as typed when it reads as no
 * number ("1.234,5"): the shared rules then say so on the field, as the server would.
 */
export type DecimalValue = number | string;

/**
 * What a decimal field holds once `text` is typed or pasted. A point and a comma are both the
 * decimal separator in both languages ("13.5" and "13,5" are 13.5): what one pastes from a
 * spreadsheet or a label does not depend on the screen's language. Thousands separators are not
 * read ("1.234,5", "1 234" stay text): which of two separators is the decimal one would be a guess,
 * and a wrong guess changes the magnitude. A separator typed first or last (",5", "13,") is a number
 * on its way.
 */
export function readDecimal(text: string): DecimalValue {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const completed = trimmed.replace(/^([-+]?)([.,])/, '$10$2').replace(/(\d)[.,]$/, '$1');
  const value = readNumber(completed);
  return value !== undefined && Number.isFinite(value) ? value : text;
}

/**
 * What a whole-number field (`integer`) holds once `text` is typed or pasted: the number when it is
 * digits only, '' when blank, else the text as typed ("1.3", "1.000", "1 000"), which the shared
 * rules refuse with "Enter a whole number". Never a number read from it: Mantine's NumberInput
 * dropped the separator, so "1.3" became 13, and "1.000" could mean 1 or 1000.
 */
export function readWhole(text: string): DecimalValue {
  if (text.trim() === '') return '';
  const value = readWholeNumber(text);
  return value === undefined || Number.isNaN(value) ? text : value;
}

/** A number as the field shows it: the screen's decimal separator, no grouping (13,5 / 13.5). */
export function formatDecimal(value: DecimalValue | undefined, lang: Lang): string {
  if (typeof value !== 'number') return value ?? '';
  const text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  return lang === 'fr_FR' ? text.replace('.', ',') : text;
}

const decimalsOf = (text: string): number => /[.,](\d*)\s*$/.exec(text)?.[1]?.length ?? 0;

export interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** Optional as Mantine forms type it; nothing reads as blank. */
  value?: DecimalValue;
  onChange: (value: DecimalValue) => void;
  /** At most this many decimals: a longer one is not taken as it is typed (12.345 for a price). */
  decimalScale?: number;
  /** A whole-number field (stock, year, sold by, a count): read by `readWhole`, so "1.3" stays "1.3" for the rules to
   * refuse. */
  integer?: boolean;
}

/**
 * The one number input of the admin, for Mantine forms (`{...form.getInputProps(path)}`): decimals
 * (prices, weights, sizes, alcohol level, nutrition values, percentages) and, with `integer`, whole
 * numbers (stocks, years, sold by, box lines, slots). A text input rather than Mantine's
 * NumberInput: react-number-format keeps only the screen's separator and drops the other from a
 * value inserted whole (drop, autofill, Playwright's fill, some pastes), so "13.5" became 135 on the
 * French screens and "1.3" 13 in a whole-number field. Here the text typed is kept as typed and read
 * by `readDecimal` (or `readWhole`); on leaving the field a number is shown in the screen's language.
 */
export function DecimalInput({
  value = '',
  onChange,
  onBlur,
  decimalScale,
  integer = false,
  ...props
}: DecimalInputProps) {
  const lang = useLang();
  const read = integer ? readWhole : readDecimal;
  const [text, setText] = useState(() => formatDecimal(value, lang));
  // The text typed while it still says the form's value; a value set from elsewhere (a reset, a preset) as the screen
  // writes it.
  const shown = read(text) === value ? text : formatDecimal(value, lang);
  return (
    <TextInput
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...props}
      value={shown}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!integer && decimalScale !== undefined && decimalsOf(next) > decimalScale) return;
        setText(next);
        onChange(read(next));
      }}
      onBlur={(event) => {
        const number = read(shown);
        if (typeof number === 'number') {
          setText(formatDecimal(number, lang));
          if (number !== value) onChange(number);
        }
        onBlur?.(event);
      }}
    />
  );
}
