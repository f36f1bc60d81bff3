import type { RemoteName } from '@runoff/contracts';

/** The sentence naming a remote's area in its fallback, as a message id of the shell's messages. */
export const remoteLabels = {
  mf_auth: 'remote.unavailable.account',
  mf_polls: 'remote.unavailable.polls',
  mf_lobby: 'remote.unavailable.lobby',
  mf_results: 'remote.unavailable.results',
} as const satisfies Record<RemoteName, string>;
