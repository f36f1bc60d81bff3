import fs from 'node:fs';
import path from 'node:path';
import { runtimeConfigFor } from '@runoff/build/runtime-config';
import { describe, expect, it } from 'vitest';
import { appDirs, appNames, portsWithOffset, root } from './apps.js';
import { workspacePackages, workspacePatterns } from './workspace.js';

/** appPorts (@runoff/build/federation) is the one list of apps: everything else must follow from it. */
describe('the one list of apps', () => {
  it('names every app folder of the workspace, and each one has its folder and build', () => {
    const remoteFolders = fs.readdirSync(root).filter((dir) => dir.startsWith('mf-') && fs.existsSync(path.join(root, dir, 'package.json')));
    expect(appNames.filter((name) => name !== 'shell').map((name) => appDirs[name]).sort()).toEqual(remoteFolders.sort());
    for (const name of appNames) {
      const config = fs.readFileSync(path.join(root, appDirs[name], 'rsbuild.config.ts'), 'utf8');
      expect(config, appDirs[name]).toContain(`name: '${name}'`);
    }
  });

  it('puts every app in the workspace, so lint, typecheck and pnpm test cover it', () => {
    const dirs = workspacePackages().map((pkg) => pkg.dir);
    for (const name of appNames) expect(dirs).toContain(appDirs[name]);
  });

  it("gives the shell's runtime config every remote at its port", () => {
    const ports = portsWithOffset(100);
    const { remotes } = runtimeConfigFor(ports, { url: 'http://localhost:54521', anonKey: 'anon' });
    expect(Object.keys(remotes).sort()).toEqual(appNames.filter((name) => name !== 'shell').sort());
    expect(remotes.mf_polls).toBe(`http://localhost:${ports.mf_polls}/mf-manifest.json`);
  });
});

describe('workspacePatterns', () => {
  it("reads pnpm-workspace.yaml's packages list and nothing after it", () => {
    const yaml = 'packages:\n  - shared\n  # every remote\n  - "mf-*"\n  - tooling/*\n\nonlyBuiltDependencies:\n  - esbuild\n';
    expect(workspacePatterns(yaml)).toEqual(['shared', 'mf-*', 'tooling/*']);
  });
});
