import type { RemoteName } from '@runoff/contracts';

/**
 * The remotes the shell knows, at run time. `@runoff/contracts` is types only (never bundled), so the
 * names are listed here; the record's type makes TypeScript refuse a list that misses or invents a remote
 * of `RemoteSurface`, and remote-list.test.ts holds it to appPorts.
 */
const known = { mf_auth: true, mf_polls: true, mf_lobby: true, mf_results: true } as const satisfies Record<RemoteName, true>;

export const remoteNames = Object.keys(known) as RemoteName[];

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(known, name);
}
