import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import { LangContext } from '../../lib/i18n/lang.ts';
import { adminTheme } from '../../lib/theme.ts';
import { DecimalInput, type DecimalValue } from './decimal-input.tsx';

/** A form with one decimal field, and what the form holds, as a screen would send it. */
function Weight({ initial = '' }: { initial?: DecimalValue }) {
  const form = useForm<{ weight: DecimalValue }>({ mode: 'controlled', initialValues: { weight: initial } });
  return (
    <>
      <DecimalInput label="Weight" decimalScale={3} data-testid="weight" {...form.getInputProps('weight')} />
      <output data-testid="held">{JSON.stringify(form.getValues().weight)}</output>
      <button type="button" onClick={() => form.setFieldValue('weight', 0.7)}>
        preset
      </button>
    </>
  );
}

/** A form with one whole-number field (`integer`), a stock. */
function Stock({ initial = '' }: { initial?: DecimalValue }) {
  const form = useForm<{ quantity: DecimalValue }>({ mode: 'controlled', initialValues: { quantity: initial } });
  return (
    <>
      <DecimalInput integer label="Stock" data-testid="stock" {...form.getInputProps('quantity')} />
      <output data-testid="held">{JSON.stringify(form.getValues().quantity)}</output>
    </>
  );
}

function renderStock(lang: Lang, initial?: DecimalValue) {
  render(
    <MantineProvider theme={adminTheme} env="test">
      <LangContext.Provider value={lang}>
        <Stock initial={initial} />
      </LangContext.Provider>
    </MantineProvider>,
  );
  return { input: screen.getByTestId('stock') as HTMLInputElement, held: () => screen.getByTestId('held').textContent };
}

function renderWeight(lang: Lang, initial?: DecimalValue) {
  render(
    <MantineProvider theme={adminTheme} env="test">
      <LangContext.Provider value={lang}>
        <Weight initial={initial} />
      </LangContext.Provider>
    </MantineProvider>,
  );
  return {
    input: screen.getByTestId('weight') as HTMLInputElement,
    held: () => screen.getByTestId('held').textContent,
  };
}

describe('a decimal field', () => {
  // A value inserted whole is what Chromium does on a drop, an autofill or a paste its page handles
  // no further; Mantine's NumberInput made "13.5" 135 and "1.3" 13 on the French screens.
  for (const lang of ['fr_FR', 'en_US'] as const) {
    for (const [text, read] of [
      ['13.5', 13.5],
      ['13,5', 13.5],
      ['1.3', 1.3],
      ['1,3', 1.3],
      ['0.05', 0.05],
    ] as const) {
      it(`reads "${text}" inserted whole as ${read} on the ${lang} screens`, () => {
        const { input, held } = renderWeight(lang);
        fireEvent.change(input, { target: { value: text } });
        expect(held()).toBe(String(read));
        expect(input).toHaveValue(text);
      });
    }
  }

  it('reads "13.5" typed key by key and pasted on the French screens, and shows it with a comma once left', async () => {
    const { input, held } = renderWeight('fr_FR');
    await userEvent.type(input, '13.5');
    expect(held()).toBe('13.5');
    await userEvent.tab();
    expect(input).toHaveValue('13,5');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('1.3');
    expect(held()).toBe('1.3');
  });

  it('never guesses thousands separators: "1.234,5" and "1 234" stay as typed, no number, for the rules to refuse', () => {
    const { input, held } = renderWeight('fr_FR');
    fireEvent.change(input, { target: { value: '1.234,5' } });
    expect(input).toHaveValue('1.234,5');
    expect(held()).toBe('"1.234,5"');
    fireEvent.change(input, { target: { value: '1 234' } });
    expect(held()).toBe('"1 234"');
    fireEvent.blur(input);
    expect(input).toHaveValue('1 234');
  });

  it('takes no more decimals than its scale as they are typed', async () => {
    const { input, held } = renderWeight('en_US');
    await userEvent.type(input, '1.2345');
    expect(input).toHaveValue('1.234');
    expect(held()).toBe('1.234');
  });

  it('shows a number the form holds, or is given, in the screen’s language', async () => {
    const { input } = renderWeight('fr_FR', 12.5);
    expect(input).toHaveValue('12,5');
    await userEvent.click(screen.getByRole('button', { name: 'preset' }));
    expect(input).toHaveValue('0,7');
  });

  it('is blank when the form holds nothing, and a separator typed last or first is a number being typed', async () => {
    const { input, held } = renderWeight('en_US');
    expect(input).toHaveValue('');
    await userEvent.type(input, '13,');
    expect(held()).toBe('13');
    expect(input).toHaveValue('13,');
    await userEvent.clear(input);
    await userEvent.type(input, '.5');
    expect(held()).toBe('0.5');
    await userEvent.tab();
    expect(input).toHaveValue('0.5');
  });
});

describe('a whole-number field (integer)', () => {
  // Mantine's NumberInput with allowDecimal={false} dropped the separator: "1.3" became 13.
  for (const lang of ['fr_FR', 'en_US'] as const) {
    for (const text of ['1.3', '1,3', '1.000', '1 000']) {
      it(`keeps "${text}" inserted whole as typed on the ${lang} screens, never a number, for the rules to refuse`, () => {
        const { input, held } = renderStock(lang);
        fireEvent.change(input, { target: { value: text } });
        expect(held()).toBe(JSON.stringify(text));
        fireEvent.blur(input);
        expect(input).toHaveValue(text);
        expect(held()).toBe(JSON.stringify(text));
      });
    }
  }

  it('keeps "1.3" typed key by key or pasted as typed', async () => {
    const { input, held } = renderStock('fr_FR');
    await userEvent.type(input, '1.3');
    expect(input).toHaveValue('1.3');
    expect(held()).toBe('"1.3"');
    await userEvent.clear(input);
    await userEvent.paste('2,5');
    expect(held()).toBe('"2,5"');
  });

  it('reads digits as the number, a sign included, and blank as nothing', async () => {
    const { input, held } = renderStock('en_US', 24);
    expect(input).toHaveValue('24');
    await userEvent.clear(input);
    expect(held()).toBe('""');
    await userEvent.type(input, ' 120 ');
    expect(held()).toBe('120');
    await userEvent.tab();
    expect(input).toHaveValue('120');
    fireEvent.change(input, { target: { value: '-2' } });
    expect(held()).toBe('-2');
  });

  it('asks for the numeric keyboard, not the decimal one', () => {
    const { input } = renderStock('en_US');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});
