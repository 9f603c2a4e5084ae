import { describe, expect, it } from 'vitest';
import { deviceOfWidth, optedOut } from './page-view-beacon.ts';

describe('the page view beacon', () => {
  it('names the device from the window’s width', () => {
    expect(deviceOfWidth(390)).toBe('mobile');
    expect(deviceOfWidth(820)).toBe('tablet');
    expect(deviceOfWidth(1366)).toBe('desktop');
  });

  it('sends nothing for a browser that asked not to be tracked', () => {
    expect(optedOut({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(optedOut({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(optedOut({ doNotTrack: null } as Navigator)).toBe(false);
  });
});
