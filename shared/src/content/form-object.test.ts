import { describe, expect, it } from 'vitest';
import { formObject, formPlaceholders, type FormObjectMessage } from './form-object.ts';
import { tastingBookingForm } from './form-test-form.ts';

const message: FormObjectMessage = {
  id: 42,
  createdAt: '2026-11-27T09:30:00.000Z',
  formName: 'Tasting booking',
  name: 'Élodie Martin',
  email: 'elodie@example.com',
  phone: null,
  answers: {
    fullName: 'Élodie Martin',
    slot: 'afternoon',
    date: '2026-12-05',
    bottles: 1234.5,
    dietaryNeeds: true,
    wines: ['red', 'rose'],
    guests: [{ guestName: 'Anne', guestAge: 34 }, { guestName: 'Bruno' }],
  },
};

describe('a form answer as the object of its templates', () => {
  it('writes values as people read them, in the site language', () => {
    const object = formObject(tastingBookingForm(), message, 'docx', 'fr_FR');
    expect(object).toMatchObject({
      fullName: 'Élodie Martin',
      slot: 'Afternoon',
      date: '5 décembre 2026',
      wines: 'Red, Rosé',
      dietaryNeeds: true,
      messageNumber: 42,
      messageDate: '27 novembre 2026',
      senderName: 'Élodie Martin',
      senderPhone: '',
    });
    expect(object.bottles).toMatch(/^1\s234,5$/u);
    expect(formObject(tastingBookingForm(), message, 'docx', 'en_US').date).toBe('5 December 2026');
  });

  it('turns a loop into its repetitions, an input without an answer into an empty value', () => {
    const object = formObject(tastingBookingForm(), message, 'docx', 'en_US');
    expect(object.guests).toEqual([
      { guestName: 'Anne', guestAge: '34' },
      { guestName: 'Bruno', guestAge: '' },
    ]);
    expect(object).toMatchObject({ dietaryDetails: '', phone: '' });
    const unticked = formObject(tastingBookingForm(), { ...message, answers: {} }, 'docx', 'en_US');
    expect(unticked).toMatchObject({ dietaryNeeds: false, guests: [] });
  });

  it('keeps the answers as stored in the json flavour', () => {
    const object = formObject(tastingBookingForm(), message, 'json', 'en_US');
    expect(object).toMatchObject({ slot: 'afternoon', date: '2026-12-05', wines: ['red', 'rose'], phone: null });
  });

  it('keeps the answers as they were when the form is gone', () => {
    expect(formObject(null, message, 'docx', 'en_US')).toMatchObject({
      slot: 'afternoon',
      senderName: 'Élodie Martin',
    });
  });
});

describe('the tags a template may use', () => {
  it('lists the message fields, the inputs and each loop with its inputs', () => {
    const tags = formPlaceholders(tastingBookingForm());
    expect(tags.slice(0, 2)).toEqual([
      { tag: 'messageDate', label: '' },
      { tag: 'messageNumber', label: '' },
    ]);
    expect(tags.map((t) => t.tag)).toContain('dietaryDetails');
    expect(tags.find((t) => t.tag === 'guests')).toEqual({
      tag: 'guests',
      label: 'Guests',
      fields: [
        { tag: 'guestName', label: 'guestName' },
        { tag: 'guestAge', label: 'guestAge' },
      ],
    });
  });
});
