import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a manifest fetch or remote entry script may take before the remote counts as down. */
const remoteResourceTimeoutMs = 4000;

/**
 * Without this a remote that accepts the connection but never answers hangs forever: the runtime caches
 * the in-flight manifest promise per URL. The manifest is also fetched with no-store so a redeployed remote
 * is picked up by a page reload.
 */
export function remoteTimeoutPlugin(timeoutMs = remoteResourceTimeoutMs): ModuleFederationRuntimePlugin {
  return {
    name: 'runoff-remote-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    },
    createScript() {
      return { timeout: timeoutMs };
    },
  };
}
