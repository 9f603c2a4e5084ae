import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { clientServerIssues } from './client-server.ts';
import { functionalityIssues } from './functionality.ts';
import { elementConfigIssue } from './site-element-settings.ts';

describe('client server rules', () => {
  it('refuses a server without seats or IP with the spec’s message', () => {
    const issues = clientServerIssues({ ip: ' ', seats: 0 });
    expect(issues).toEqual({ ip: 'clientServer.invalid', seats: 'clientServer.invalid' });
    expect(translate('clientServer.invalid', 'en_US')).toBe('Server must have at least one seat and IP not empty');
    expect(translate('clientServer.invalid', 'fr_FR')).toBe(
      'Le serveur doit avoir au moins une place et une IP non vide',
    );
  });

  it('accepts a server with an IP and one seat, without a monitoring address', () => {
    expect(clientServerIssues({ ip: '10.0.0.4', seats: 1 })).toEqual({});
  });

  it('refuses a monitoring address that is not http(s)', () => {
    expect(clientServerIssues({ ip: '10.0.0.4', seats: 2, monitoringUrl: 'ftp://x' })).toEqual({
      monitoringUrl: 'clientServer.invalidMonitoringUrl',
    });
  });
});

describe('functionality rules', () => {
  it('asks for a key on add and a label always', () => {
    expect(functionalityIssues({ key: '', label: '' }, { adding: true })).toEqual({
      key: 'functionality.keyRequired',
      label: 'functionality.labelRequired',
    });
    expect(translate('functionality.keyRequired', 'en_US')).toBe('Key cannot be empty');
    expect(translate('functionality.labelRequired', 'en_US')).toBe('Please enter a label');
  });

  it('refuses a key outside the key format', () => {
    expect(functionalityIssues({ key: 'not a key', label: 'x' }, { adding: true })).toEqual({
      key: 'site.invalidFunctionality',
    });
  });

  it('does not read the key on a change', () => {
    expect(functionalityIssues({ key: '', label: 'Stats' }, { adding: false })).toEqual({});
  });
});

describe('element configuration', () => {
  it('accepts a JSON object or nothing', () => {
    expect(elementConfigIssue('{"columns": 3}')).toBeNull();
    expect(elementConfigIssue('  ')).toBeNull();
  });

  it('refuses text that is not a JSON object with the spec’s message', () => {
    for (const text of ['{columns: 3}', '[1, 2]', '"text"', 'null'])
      expect(elementConfigIssue(text)).toBe('siteElement.invalidConfig');
    expect(translate('siteElement.invalidConfig', 'en_US')).toBe('Invalid JSON configuration');
  });
});
