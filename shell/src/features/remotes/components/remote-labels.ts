import type { RemoteName } from '@runoff/platform/federation';

/** How a remote's area is named to users in its fallback message. */
export const remoteLabels: Record<RemoteName, string> = {
  mf_auth: 'account',
  mf_polls: 'polls',
  mf_lobby: 'poll lobby',
  mf_results: 'results',
};
