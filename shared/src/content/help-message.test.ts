import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { helpMessageIssues } from './help-message.ts';

const complete = { identifier: 'metaDescription', type: 'TEXT', message: 'Shown by search engines' };

describe('the Help message rules (spec 1 §5)', () => {
  it('pass a complete help message', () => {
    expect(helpMessageIssues(complete, { adding: true })).toEqual({});
  });

  it('need an identifier on add: "Identifier cannot be empty"', () => {
    expect(helpMessageIssues({ ...complete, identifier: ' ' }, { adding: true })).toEqual({
      identifier: 'helpMessage.identifierRequired',
    });
    expect(translate('helpMessage.identifierRequired', 'en_US')).toBe('Identifier cannot be empty');
    expect(translate('helpMessage.identifierRequired', 'fr_FR')).toBe('L’identifiant ne peut pas être vide');
  });

  it('do not ask for the identifier on update (it stays)', () => {
    expect(helpMessageIssues({ ...complete, identifier: '' }, { adding: false })).toEqual({});
  });

  it('need a type: "Type cannot be empty"', () => {
    expect(helpMessageIssues({ ...complete, type: '' }, { adding: true })).toEqual({
      type: 'helpMessage.typeRequired',
    });
    expect(translate('helpMessage.typeRequired', 'en_US')).toBe('Type cannot be empty');
    expect(translate('helpMessage.typeRequired', 'fr_FR')).toBe('Le type ne peut pas être vide');
  });

  it('need a message: "Message cannot be empty"', () => {
    expect(helpMessageIssues({ ...complete, message: '' }, { adding: true })).toEqual({
      message: 'helpMessage.messageRequired',
    });
    expect(translate('helpMessage.messageRequired', 'en_US')).toBe('Message cannot be empty');
    expect(translate('helpMessage.messageRequired', 'fr_FR')).toBe('Le message ne peut pas être vide');
  });

  it('want a LINK to be an https address, and an identifier to be an input name', () => {
    expect(helpMessageIssues({ ...complete, type: 'LINK', message: 'http://a.example' }, { adding: true })).toEqual({
      message: 'helpMessage.linkInvalid',
    });
    expect(helpMessageIssues({ ...complete, type: 'LINK', message: 'https://a.example/x' }, { adding: true })).toEqual(
      {},
    );
    expect(helpMessageIssues({ ...complete, identifier: 'a b' }, { adding: true })).toEqual({
      identifier: 'helpMessage.identifierInvalid',
    });
    expect(helpMessageIssues({ ...complete, identifier: 'grapes.0.percent' }, { adding: true })).toEqual({});
  });
});
