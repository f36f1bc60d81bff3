import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

const request = (peer: string, forwarded?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('uses the peer unless the peer is a trusted proxy', () => {
    expect(clientAddress(request('::ffff:10.0.0.9', '1.2.3.4'), [])).toBe('10.0.0.9');
    expect(clientAddress(request('10.0.0.1', '1.2.3.4'), ['10.0.0.1'])).toBe('1.2.3.4');
  });

  it('takes the right-most hop that is not a trusted proxy, and ignores what is not an address', () => {
    expect(clientAddress(request('10.0.0.1', 'spoofed, 5.6.7.8, 10.0.0.2'), ['10.0.0.1', '10.0.0.2'])).toBe('5.6.7.8');
    for (const bad of ['not-an-ip', '999.1.1.1', '', ',', '1.2.3.4\u0000']) {
      expect(clientAddress(request('10.0.0.1', bad), ['10.0.0.1'])).toBe('10.0.0.1');
    }
  });
});
