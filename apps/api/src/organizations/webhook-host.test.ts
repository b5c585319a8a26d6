import { describe, expect, it } from 'vitest';
import { checkWebhookHost, isPublicAddress, refuseLiteralPrivateHost } from './webhook-host.ts';

// Decision 035: which addresses a webhook may reach.
describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '64:ff9b::7f00:1',
    // issue 35 item 10: IPv4 inside IPv6 in other forms than ::ffff:a.b.c.d
    '::127.0.0.1',
    '::7f00:1',
    '::10.0.0.1',
    '::8.8.8.8',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a9fe:a9fe',
    '0:0:0:0:0:ffff:127.0.0.1',
    '64:ff9b:1::7f00:1',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    'fec0::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '172.32.0.1', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

// The URL parser writes [::127.0.0.1] as [::7f00:1]: the check reads the host it wrote.
describe('a webhook URL with an IPv6 literal', () => {
  it.each(['http://[::127.0.0.1]/hook', 'http://[::ffff:0:127.0.0.1]/hook', 'http://[::1]/hook'])(
    'refuses %s when saved and when delivered',
    async (url) => {
      await expect(checkWebhookHost(new URL(url), false)).rejects.toMatchObject({
        reason: 'webhook.privateHost',
      });
      expect(() => refuseLiteralPrivateHost(new URL(url), false)).toThrow(/not a public address/);
    },
  );
});
