import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/** 127.0.0.1 rather than ::ffff:127.0.0.1, so one client has one key whichever way it connected. */
export function normalizeAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/**
 * The client's address for limits and sessions. The socket's peer, unless that peer is a trusted
 * proxy (RUNOFF_TRUSTED_PROXIES): then the right-most X-Forwarded-For hop that is not itself a trusted
 * proxy. Anything that is not an IP address is ignored, never an error.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = normalizeAddress(req.socket.remoteAddress);
  if (!trustedProxies.includes(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((h) => normalizeAddress(h.trim()));
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (!net.isIP(hop)) return peer;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

const addresses = new WeakMap<IncomingMessage, string>();

/** Remembers the address the gateway settled on, for the services below it. */
export function setClientAddress(req: IncomingMessage, address: string): void {
  addresses.set(req, address);
}

/** The address the gateway settled on, or the socket's peer when a service runs on its own. */
export function addressOf(req: IncomingMessage): string {
  return addresses.get(req) ?? normalizeAddress(req.socket.remoteAddress);
}
