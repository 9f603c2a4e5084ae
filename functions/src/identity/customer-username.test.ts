import { describe, expect, it } from 'vitest';
import { customerUsername, siteOfCustomerUsername } from './customer-username.ts';

describe('customer pool usernames', () => {
  it('are the site and the e-mail, lower-cased', () => {
    expect(customerUsername(12, ' Lea@Example.com ')).toBe('12#lea@example.com');
    expect(customerUsername(12, 'lea@example.com', true)).toMatch(/^12#lea@example\.com#[0-9a-f]{8}$/);
  });

  it('name their site, and nothing else names one', () => {
    expect(siteOfCustomerUsername('12#lea@example.com')).toBe(12);
    expect(siteOfCustomerUsername('3#lea@example.com#0a1b2c3d')).toBe(3);
    for (const other of [
      undefined,
      '',
      'lea@example.com',
      '#lea@example.com',
      '12#',
      'x12#lea@example.com',
      '1234567890#a@b.c',
    ]) {
      expect(siteOfCustomerUsername(other)).toBeNull();
    }
  });
});
