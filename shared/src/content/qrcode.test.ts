import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { isQrcodeTarget, qrcodeIssues, qrcodeScanApiPath } from './qrcode.ts';

const complete = {
  name: 'Cellar door',
  target: '/e-label/3',
  foreground: '#000000',
  background: '#FFFFFF',
  level: 'M',
  margin: 4,
};

describe('the QR code rules', () => {
  it('pass a complete QR code', () => {
    expect(qrcodeIssues(complete, { model: false })).toEqual({});
  });

  it('need a name and a target', () => {
    expect(qrcodeIssues({ ...complete, name: ' ', target: '' }, { model: false })).toEqual({
      name: 'qrcode.nameRequired',
      target: 'qrcode.targetRequired',
    });
    expect(translate('qrcode.targetRequired', 'fr_FR')).toBe('La cible ne peut pas être vide');
  });

  it('need no target for a model, which is only a style', () => {
    expect(qrcodeIssues({ ...complete, target: '' }, { model: true })).toEqual({});
  });

  it('take a page of the site or an https address as target, nothing else', () => {
    for (const target of ['/product/12', '/e-label/3?lang=en', 'https://example.com/a'])
      expect(isQrcodeTarget(target)).toBe(true);
    for (const target of ['//evil.example', '/\\evil', 'http://example.com', 'javascript:alert(1)', 'product', '/a b'])
      expect(isQrcodeTarget(target), target).toBe(false);
  });

  it('check the colours, the level and the margin', () => {
    expect(qrcodeIssues({ ...complete, foreground: 'red', level: 'Z', margin: '11' }, { model: false })).toEqual({
      foreground: 'qrcode.colourInvalid',
      level: 'qrcode.levelInvalid',
      margin: 'qrcode.marginInvalid',
    });
    expect(qrcodeIssues({ ...complete, margin: '0' }, { model: false })).toEqual({});
  });
});

describe('the tracked address', () => {
  it('becomes the scan call with its host, keeping ?site=', () => {
    expect(qrcodeScanApiPath('/q/AbCdEfGhIjKlMnOpQrStUv', 'www.lilas.fr')).toBe(
      '/qrcode/scan/AbCdEfGhIjKlMnOpQrStUv?host=www.lilas.fr',
    );
    expect(qrcodeScanApiPath('/q/AbC?site=2&x=1', 'localhost:5174')).toBe(
      '/qrcode/scan/AbC?host=localhost%3A5174&site=2',
    );
    expect(qrcodeScanApiPath('/q/a/b', 'x')).toBeNull();
    expect(qrcodeScanApiPath('/qr/a', 'x')).toBeNull();
  });
});
