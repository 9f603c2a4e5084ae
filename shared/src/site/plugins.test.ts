import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  appSiteKeyActionParamsSchema,
  appSiteKeyInputSchema,
  externalAppInputSchema,
  siteKeyInputSchema,
} from './plugins.ts';

function issuesOf(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: any[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('external applications (spec 1 §5)', () => {
  it('say "Invalid JSON configuration" for a configuration that is not JSON', () => {
    expect(issuesOf(externalAppInputSchema, { type: 'WIDGET', name: 'W', configuration: '{ nope' })).toEqual({
      configuration: ['plugin.jsonInvalid'],
    });
    expect(translate('plugin.jsonInvalid', 'en_US')).toBe('Invalid JSON configuration');
    expect(translate('plugin.jsonInvalid', 'fr_FR')).toBe('Configuration JSON invalide');
  });

  it('want a name, a type in capitals and https addresses; an empty configuration is {}', () => {
    expect(issuesOf(externalAppInputSchema, { type: 'widget', name: '', url: 'http://x.example' })).toEqual({
      name: ['plugin.nameRequired'],
      type: ['plugin.typeInvalid'],
      url: ['plugin.urlInvalid'],
    });
    expect(externalAppInputSchema.parse({ type: 'MONDIAL_RELAY', name: ' Mondial Relay ' })).toMatchObject({
      name: 'Mondial Relay',
      configuration: '{}',
      valid: true,
    });
  });
});

describe('keys (spec 1 §5 "Key cannot be empty")', () => {
  it('refuse a blank site key or app site key', () => {
    expect(issuesOf(siteKeyInputSchema, { key: ' ', value: 'x' })).toEqual({ key: ['plugin.keyRequired'] });
    expect(issuesOf(appSiteKeyInputSchema, { type: 'WIDGET', key: '' })).toEqual({ key: ['plugin.keyRequired'] });
    expect(translate('plugin.keyRequired', 'en_US')).toBe('Key cannot be empty');
    expect(translate('plugin.keyRequired', 'fr_FR')).toBe('La clé ne peut pas être vide');
  });

  it('switch an app site key valid or invalid, nothing else', () => {
    expect(appSiteKeyActionParamsSchema.parse({ action: 'invalid', id: '4' })).toEqual({ action: 'invalid', id: 4 });
    expect(issuesOf(appSiteKeyActionParamsSchema, { action: 'delete', id: '4' })).toEqual({
      action: ['plugin.actionInvalid'],
    });
  });
});
