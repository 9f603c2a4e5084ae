import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { checkFormAnswers, type AnswerValue, type FormAnswers } from './form-answers.ts';
import { tastingBookingForm } from './form-test-form.ts';

const form = tastingBookingForm();
const complete: FormAnswers = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  slot: 'morning',
  date: '2026-12-04',
  guests: [{ guestName: 'Ada', guestAge: 36 }],
};
const issuesOf = (answers: FormAnswers) => checkFormAnswers(form, answers).issues;
const says = (key: MessageKey, en: string, fr: string) => {
  expect(translate(key, 'en_US')).toBe(en);
  expect(translate(key, 'fr_FR')).toBe(fr);
};

describe('a visitor’s answers', () => {
  it('pass when complete, cleaned: texts trimmed, numbers read, unticked boxes false', () => {
    const { answers, issues } = checkFormAnswers(form, { ...complete, fullName: ' Ada ', bottles: '6' });
    expect(issues).toEqual({});
    expect(answers).toEqual({
      fullName: 'Ada',
      email: 'ada@example.com',
      phone: null,
      slot: 'morning',
      date: '2026-12-04',
      bottles: 6,
      dietaryNeeds: false,
      wines: null,
      guests: [{ guestName: 'Ada', guestAge: 36 }],
    });
  });

  it('drop hidden inputs and unknown keys', () => {
    const { answers } = checkFormAnswers(form, { ...complete, dietaryDetails: 'No gluten', admin: true });
    expect(answers).not.toHaveProperty('dietaryDetails');
    expect(answers).not.toHaveProperty('admin');
  });

  it('need a required answer: "This field is required"', () => {
    expect(issuesOf({ ...complete, fullName: '  ' })).toEqual({ fullName: ['formAnswer.required'] });
    expect(issuesOf({ ...complete, dietaryNeeds: true })).toEqual({ dietaryDetails: ['formAnswer.required'] });
    says('formAnswer.required', 'This field is required', 'Ce champ est obligatoire');
  });

  it('check a text’s length: "The answer is too short"', () => {
    expect(issuesOf({ ...complete, fullName: 'A' })).toEqual({ fullName: ['formAnswer.tooShort'] });
    says('formAnswer.tooShort', 'The answer is too short', 'La réponse est trop courte');
  });

  it('refuse a too long answer: "The answer is too long"', () => {
    expect(issuesOf({ ...complete, fullName: 'A'.repeat(501) })).toEqual({ fullName: ['formAnswer.tooLong'] });
    says('formAnswer.tooLong', 'The answer is too long', 'La réponse est trop longue');
  });

  it('check a number and its bounds: "Enter a number", "The number is too small/large"', () => {
    expect(issuesOf({ ...complete, bottles: 'six' })).toEqual({ bottles: ['formAnswer.notANumber'] });
    expect(issuesOf({ ...complete, bottles: -1 })).toEqual({ bottles: ['formAnswer.belowMin'] });
    expect(issuesOf({ ...complete, bottles: 25 })).toEqual({ bottles: ['formAnswer.aboveMax'] });
    says('formAnswer.notANumber', 'Enter a number', 'Saisissez un nombre');
    says('formAnswer.belowMin', 'The number is too small', 'Le nombre est trop petit');
    says('formAnswer.aboveMax', 'The number is too large', 'Le nombre est trop grand');
  });

  it('check an e-mail’s format: "Invalid e-mail format"', () => {
    expect(issuesOf({ ...complete, email: 'ada@' })).toEqual({ email: ['formAnswer.invalidEmail'] });
    says('formAnswer.invalidEmail', 'Invalid e-mail format', 'Format d’e-mail invalide');
  });

  it('check a phone’s format: "Invalid phone number"', () => {
    expect(issuesOf({ ...complete, phone: '12' })).toEqual({ phone: ['formAnswer.invalidPhone'] });
    expect(issuesOf({ ...complete, phone: '+33 6 12 34 56 78' })).toEqual({});
    says('formAnswer.invalidPhone', 'Invalid phone number', 'Numéro de téléphone invalide');
  });

  it('check a date: "Invalid date"', () => {
    expect(issuesOf({ ...complete, date: '2026-02-30' })).toEqual({ date: ['formAnswer.invalidDate'] });
    expect(checkFormAnswers(form, { ...complete, date: '04/12/2026' }).answers.date).toBe('2026-12-04');
    says('formAnswer.invalidDate', 'Invalid date', 'Date invalide');
  });

  it('accept only the proposed values: "Choose one of the proposed values"', () => {
    expect(issuesOf({ ...complete, slot: 'night' })).toEqual({ slot: ['formAnswer.invalidChoice'] });
    expect(issuesOf({ ...complete, wines: ['red', 'beer'] })).toEqual({ wines: ['formAnswer.invalidChoice'] });
    says('formAnswer.invalidChoice', 'Choose one of the proposed values', 'Choisissez l’une des valeurs proposées');
  });

  it('count the ticked values: "Choose fewer values"', () => {
    expect(issuesOf({ ...complete, wines: ['red', 'white', 'rose'] })).toEqual({
      wines: ['formAnswer.tooManyChoices'],
    });
    says('formAnswer.tooManyChoices', 'Choose fewer values', 'Choisissez moins de valeurs');
  });

  it('refuse a value of the wrong kind: "Invalid value"', () => {
    expect(issuesOf({ ...complete, fullName: ['Ada'] })).toEqual({ fullName: ['formAnswer.invalidValue'] });
    says('formAnswer.invalidValue', 'Invalid value', 'Valeur invalide');
  });

  it('check each repetition of a loop at its own path', () => {
    const guests: Array<Record<string, AnswerValue>> = [{ guestName: 'Ada', guestAge: 36 }, { guestAge: 12 }];
    expect(issuesOf({ ...complete, guests })).toEqual({
      'guests.1.guestName': ['formAnswer.required'],
      'guests.1.guestAge': ['formAnswer.belowMin'],
    });
  });

  it('keep a loop within its repetitions: "Add more entries", "Too many entries"', () => {
    expect(issuesOf({ ...complete, guests: [] })).toEqual({ guests: ['formAnswer.tooFewRepetitions'] });
    const seven = Array.from({ length: 7 }, () => ({ guestName: 'Guest' }));
    expect(issuesOf({ ...complete, guests: seven })).toEqual({ guests: ['formAnswer.tooManyRepetitions'] });
    says('formAnswer.tooFewRepetitions', 'Add more entries', 'Ajoutez des entrées');
    says('formAnswer.tooManyRepetitions', 'Too many entries', 'Trop d’entrées');
  });
});
