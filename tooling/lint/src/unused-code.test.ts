import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The unused-code check of `pnpm test` (knip with the repository's knip.jsonc, scripts/test-all.ts), proved on
 * a small workspace written here: one remote whose expose uses a feature's function. The check passes on it
 * as it is and fails once something unused is planted; its production run (the stage's second) fails on a
 * file in src/ that only a test uses. (Without --treat-config-hints-as-errors: the
 * repository's config names workspaces this sample does not have.)
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const knip = path.join(root, 'node_modules', '.bin', 'knip');
let dir: string;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

function sample(): void {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-knip-'));
  fs.copyFileSync(path.join(root, 'knip.jsonc'), path.join(dir, 'knip.jsonc'));
  write('package.json', JSON.stringify({ name: 'sample', private: true, type: 'module' }));
  write('pnpm-workspace.yaml', 'packages:\n  - mf-*\n');
  write('mf-sample/package.json', JSON.stringify({ name: '@sample/mf-sample', private: true, type: 'module' }));
  write('mf-sample/src/expose/page.ts', "import { roundLabel } from '../features/count/utils/round-label';\n\nexport const page = roundLabel(1);\n");
  write('mf-sample/src/features/count/utils/round-label.ts', 'export function roundLabel(round: number): string {\n  return `Round ${round}`;\n}\n');
}

function check(extra: string[] = []): { status: number | null; output: string } {
  const run = spawnSync(knip, ['--no-progress', '--no-config-hints', ...extra], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the unused-code check', () => {
  it("passes on a remote whose every file and export is used (src/expose/* is the remote's entry)", () => {
    sample();
    expect(check()).toEqual({ status: 0, output: '' });
  });

  it('fails on a planted unused export, naming it', () => {
    sample();
    fs.appendFileSync(path.join(dir, 'mf-sample/src/features/count/utils/round-label.ts'), 'export const PLANTED = 1;\n');
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toMatch(/Unused exports \(1\)\s+PLANTED\s+mf-sample\/src\/features\/count\/utils\/round-label\.ts/);
  });

  it('fails on a planted file nothing imports, and on a dependency nothing uses', () => {
    sample();
    write('mf-sample/src/features/count/utils/orphan.ts', 'export const orphan = 1;\n');
    write('mf-sample/package.json', JSON.stringify({ name: '@sample/mf-sample', private: true, type: 'module', dependencies: { 'left-pad': '1.3.0' } }));
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('mf-sample/src/features/count/utils/orphan.ts');
    expect(output).toMatch(/Unused dependencies \(1\)\s+left-pad/);
  });

  it('fails, read as production, on a file in src/ that only a test uses (it belongs in tests/support/)', () => {
    sample();
    // A Vitest package, as every one of ours: its *.test.ts files are tests, not production.
    write('mf-sample/package.json', JSON.stringify({ name: '@sample/mf-sample', private: true, type: 'module', devDependencies: { vitest: '4.1.12' } }));
    expect(check(['--production', '--include', 'files'])).toEqual({ status: 0, output: '' });
    write('mf-sample/src/features/count/utils/reference-label.ts', 'export const referenceLabel = (round: number) => `Round ${round}`;\n');
    write('mf-sample/src/features/count/utils/round-label.test.ts', "import { referenceLabel } from './reference-label';\nimport { roundLabel } from './round-label';\n\nexport const same = roundLabel(2) === referenceLabel(2);\n");
    const { status, output } = check(['--production', '--include', 'files']);
    expect(status).toBe(1);
    expect(output).toMatch(/^Unused files \(1\)\s+mf-sample\/src\/features\/count\/utils\/reference-label\.ts\s*$/);
  });
});
