// The Module Federation runtime core for a remote's standalone page. Remotes are built with
// `experiments.externalRuntime` (their entry uses the runtime of the page that loads them: the shell's);
// the standalone page has no shell, so this script, loaded before its entry, provides the same global.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
