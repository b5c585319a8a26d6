import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-ip.ts';

// Issue 35 item 2: behind a proxy the client wrote the left of X-Forwarded-For itself.
describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('203.0.113.7', '6.6.6.6', 0)).toBe('203.0.113.7');
  });

  it('is the entry the one trusted proxy appended, not a forged one left of it', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6,7.7.7.7,203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('counts hops from the right: the outermost of two proxies saw the client', () => {
    expect(clientAddress('10.0.0.3', '6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.3', '2001:db8::7, 10.0.0.2', 2)).toBe('2001:db8::7');
  });

  it('is the peer when the header is missing, too short or not an address there', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.7', 2)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '6.6.6.6, unknown', 1)).toBe('10.0.0.2');
    expect(clientAddress(undefined, '', 1)).toBe('unknown');
  });
});
