import { getInstance } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteName, RemoteSurface } from '@runoff/contracts';
import { isRemoteName } from './remote-names';
import { remoteTimeoutPlugin } from './remote-timeout-plugin';

/** What the remote pages need from Module Federation; tests inject their own. */
export interface RemoteLoader {
  load<R extends RemoteName, M extends ExposedModule<R>>(remote: R, module: M): Promise<RemoteSurface[R][M]>;
}

/**
 * Why a remote did not load: `unreachable` (down, hanging, or not giving the expected module), or
 * `incompatible` (it needs a version of a shared singleton, such as another major of @runoff/platform,
 * that this page does not provide).
 */
export type RemoteLoadFailure = 'unreachable' | 'incompatible';

/** A remote could not be reached or did not give the expected module (as opposed to a page crashing). */
export class RemoteLoadError extends Error {
  readonly reason: RemoteLoadFailure;

  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown; reason?: RemoteLoadFailure },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
    this.reason = options?.reason ?? 'unreachable';
  }
}

/**
 * The Module Federation runtime's refusal of a shared singleton whose loaded version is outside the range a
 * remote requires (`strictVersion`, tooling/build/src/shared-dependencies.ts): "Version 1.1.0 from shell of
 * shared singleton module @runoff/platform/auth does not satisfy the requirement of mf_auth which needs ^2.0.0)".
 */
const versionMismatch = /Version (\S+) from .* of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/;

/** The error a failed load becomes: a version mismatch is named as one, with the versions. */
function loadFailure(remote: RemoteName, id: string, error: unknown): RemoteLoadError {
  const message = error instanceof Error ? error.message : String(error);
  const mismatch = versionMismatch.exec(message);
  if (mismatch) {
    const [, provided, shared, , required] = mismatch;
    const pkg = shared!.replace(/^(@[^/]+\/[^/]+|[^@/][^/]*)\/.*$/, '$1');
    return new RemoteLoadError(remote, `${id} needs ${pkg} ${required}, and this page provides ${provided}`, { cause: error, reason: 'incompatible' });
  }
  return new RemoteLoadError(remote, `Could not load ${id}: ${message}`, { cause: error });
}

/** Upper bound for one load, whatever hangs (manifest, remote entry, chunks). */
const remoteLoadTimeoutMs = 8000;

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime of the shell is not initialised');
  return instance;
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(remote, `${remote} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The loader over the shell's own Module Federation instance (the one the build plugin created with the
 * shared singletons; a fresh createInstance would load a second React). After a failed load the remote is
 * registered again with `force`, which drops the runtime's cached manifest and remote entry, so the next
 * attempt really goes back to the network.
 */
export function createFederationLoader(manifests: Record<string, string>): RemoteLoader {
  const mf = federation();
  mf.registerPlugins([remoteTimeoutPlugin()]);
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const [name, entry] of Object.entries(manifests)) {
    if (isRemoteName(name)) remotes[name] = entry;
    else console.warn(`[runoff] runtime-config.json names an unknown remote "${name}"; ignoring it`);
  }
  mf.registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  const failed = new Set<RemoteName>();

  return {
    async load(remote, module) {
      const entry = remotes[remote];
      if (!entry) throw new RemoteLoadError(remote, `${remote} is not listed in runtime-config.json`);
      if (failed.has(remote)) {
        mf.registerRemotes([{ name: remote, entry }], { force: true });
        failed.delete(remote);
      }
      const id = `${remote}/${module.replace(/^\.\//, '')}`;
      try {
        const exposed = await withTimeout(mf.loadRemote<RemoteSurface[typeof remote][typeof module]>(id), remoteLoadTimeoutMs, remote);
        if (exposed == null || (exposed as { default?: unknown }).default == null) {
          throw new RemoteLoadError(remote, `${id} has no default export`);
        }
        return exposed;
      } catch (error) {
        failed.add(remote);
        if (error instanceof RemoteLoadError) throw error;
        throw loadFailure(remote, id, error);
      }
    },
  };
}
