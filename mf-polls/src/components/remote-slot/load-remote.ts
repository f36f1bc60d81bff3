import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteName, RemoteSurface } from '@runoff/shared/federation';
import { loadRuntimeConfig } from '@runoff/shared/supabase';

/**
 * A minimal copy of the shell's remote loader (shell/src/features/remotes), for the two areas of the poll
 * detail page that other remotes own (results, live lobby). It uses this remote's own Module Federation
 * instance, which shares the page's React through the common share scope. To be replaced by the shell's
 * loader once that moves to shared/src/federation.
 */

const loadTimeoutMs = 8000;
const resourceTimeoutMs = 4000;

// Without a fetch timeout a remote that accepts the connection but never answers hangs forever.
const timeoutPlugin: ModuleFederationRuntimePlugin = {
  name: 'mf-polls-remote-timeout',
  fetch(url, init) {
    return fetch(url, { ...init, cache: 'no-store', signal: AbortSignal.timeout(resourceTimeoutMs) });
  },
  createScript() {
    return { timeout: resourceTimeoutMs };
  },
};

let manifests: Promise<Record<string, string>> | null = null;
let pluginRegistered = false;
const registered = new Set<RemoteName>();
const failed = new Set<RemoteName>();

// The page's runtime config (the shell's when hosted, public/runtime-config.json standalone) says where remotes live.
function remoteManifests(): Promise<Record<string, string>> {
  manifests ??= loadRuntimeConfig().then(
    (config) => config.remotes,
    (error: unknown) => {
      manifests = null;
      throw error;
    },
  );
  return manifests;
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${remote} did not answer within ${loadTimeoutMs / 1000} s`)), loadTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function loadRemote<R extends RemoteName, M extends ExposedModule<R>>(remote: R, module: M): Promise<RemoteSurface[R][M]> {
  const mf = getInstance();
  if (!mf) throw new Error('The Module Federation runtime is not initialised');
  if (!pluginRegistered) {
    mf.registerPlugins([timeoutPlugin]);
    pluginRegistered = true;
  }
  const entry = (await remoteManifests())[remote];
  if (!entry) throw new Error(`${remote} is not listed in runtime-config.json`);
  // First use registers the remote; after a failure `force` drops the cached manifest so Retry refetches.
  if (!registered.has(remote)) {
    mf.registerRemotes([{ name: remote, entry }]);
    registered.add(remote);
  } else if (failed.has(remote)) {
    mf.registerRemotes([{ name: remote, entry }], { force: true });
    failed.delete(remote);
  }
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  try {
    const exposed = await withTimeout(mf.loadRemote<RemoteSurface[R][M]>(id), remote);
    if (exposed == null || (exposed as { default?: unknown }).default == null) throw new Error(`${id} has no default export`);
    return exposed;
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}
