import { describe, expect, it } from 'vitest';
import { answerLines } from './message-labels.ts';

const words = { yes: 'Yes', no: 'No' };
const labels = {
  fullName: 'Your name',
  slot: 'When',
  'slot=pm': 'Afternoon',
  wine: 'With wine',
  guests: 'Guest',
  'guests.guestName': 'Guest name',
  diets: 'Diets',
  'diets=veg': 'Vegetarian',
};

describe('a form answer as lines of the shop’s mail', () => {
  it('names each answer by its label, a choice by its label, a ticked box yes or no, a loop’s repetitions numbered', () => {
    expect(
      answerLines(
        {
          fullName: 'Marc',
          slot: 'pm',
          wine: true,
          diets: ['veg', 'other'],
          guests: [{ guestName: 'Anne' }, { guestName: 'Paul' }],
          unknown: null,
        },
        labels,
        words,
      ),
    ).toEqual([
      { label: 'Your name', value: 'Marc' },
      { label: 'When', value: 'Afternoon' },
      { label: 'With wine', value: 'Yes' },
      { label: 'Diets', value: 'Vegetarian, other' },
      { label: 'Guest 1 — Guest name', value: 'Anne' },
      { label: 'Guest 2 — Guest name', value: 'Paul' },
      { label: 'unknown', value: '' },
    ]);
  });
});
