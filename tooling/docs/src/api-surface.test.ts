import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bumpBetween, bumpNeeded, checkSurface, parseReport, reportPath, surfaceOf, writeReport } from './api-surface';
import { root } from './workspace';

const platform = path.join(root, 'shared', 'platform');
const contracts = path.join(root, 'shared', 'contracts');

function versionOf(packageDir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}
function nextVersions(packageDir: string): { nextMinor: string; nextMajor: string } {
  const [major, minor] = versionOf(packageDir).split('.').map(Number) as [number, number];
  return { nextMinor: `${major}.${minor + 1}.0`, nextMajor: `${major + 1}.0.0` };
}
const { nextMinor, nextMajor } = nextVersions(platform);

/** A copy of a reported package to change: its package.json, tsconfig, report and sources, with the real dependencies. */
function packageCopy(packageDir: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-api-surface-'));
  for (const file of ['package.json', 'api-report.md']) fs.copyFileSync(path.join(packageDir, file), path.join(copy, file));
  const tsconfig = JSON.parse(fs.readFileSync(path.join(packageDir, 'tsconfig.json'), 'utf8')) as { extends: string };
  tsconfig.extends = path.resolve(packageDir, tsconfig.extends);
  fs.writeFileSync(path.join(copy, 'tsconfig.json'), JSON.stringify(tsconfig));
  fs.cpSync(path.join(packageDir, 'src'), path.join(copy, 'src'), { recursive: true });
  fs.symlinkSync(path.join(packageDir, 'node_modules'), path.join(copy, 'node_modules'));
  copies.push(copy);
  return copy;
}
const platformCopy = () => packageCopy(platform);
const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
});

function setVersion(packageDir: string, version: string): void {
  const file = path.join(packageDir, 'package.json');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), version }, null, 2));
}

function edit(packageDir: string, file: string, change: (text: string) => string): void {
  const target = path.join(packageDir, 'src', file);
  fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
}

// Each check type-checks the platform's sources: seconds, more on a loaded machine.
describe('the public surface of @runoff/platform', { timeout: 120_000 }, () => {
  it('is the checked-in report, at the version in package.json', () => {
    expect(checkSurface(platform)).toEqual([]);
    const { version } = JSON.parse(fs.readFileSync(path.join(platform, 'package.json'), 'utf8')) as { version: string };
    expect(parseReport(fs.readFileSync(reportPath(platform), 'utf8')).version).toBe(version);
  });

  it('fails on an added export without a version bump, and takes a minor bump', () => {
    const copy = platformCopy();
    edit(copy, 'federation/runoff-poll.ts', (text) => `${text}\nexport function sampleAddition(): number {\n  return 1;\n}\n`);
    const problems = checkSurface(copy);
    expect(problems[0]).toMatch(/public surface changed without a minor version bump/);
    expect(problems).toContain('  added ./federation sampleAddition');
    expect(() => writeReport(copy)).toThrow(/bump its version in package\.json \(a minor bump/);

    setVersion(copy, nextMinor);
    expect(checkSurface(copy)[0]).toMatch(/bumped enough: run `pnpm --filter @runoff\/docs api-report`/);
    writeReport(copy);
    expect(checkSurface(copy)).toEqual([]);
    expect(fs.readFileSync(reportPath(copy), 'utf8')).toContain('function sampleAddition(): number');
  });

  it('wants a major bump when an export changes its type', () => {
    const copy = platformCopy();
    setVersion(copy, nextMinor);
    edit(copy, 'federation/runoff-poll.ts', (text) => text.replace('export function runoffPollPath(pollId: string): string', 'export function runoffPollPath(pollId: string, seats: number): string'));
    const problems = checkSurface(copy);
    expect(problems[0]).toMatch(/public surface changed without a major version bump/);
    expect(problems.some((line) => line.startsWith('  changed ./federation runoffPollPath'))).toBe(true);
    expect(() => writeReport(copy)).toThrow(/a major bump/);
    setVersion(copy, nextMajor);
    writeReport(copy);
    expect(checkSurface(copy)).toEqual([]);
  });
});

/** A sample prop change to one remote's contract: mf_lobby's lobby now requires `seats`. */
const requiredLobbyProp = (text: string) =>
  text.replace('export interface LobbyProps extends PollPageProps, ResultsParts {}', 'export interface LobbyProps extends PollPageProps, ResultsParts {\n  seats: number;\n}');

describe('the public surface of @runoff/contracts, versioned apart from the platform', { timeout: 120_000 }, () => {
  it('is the checked-in report, at the version in package.json', () => {
    expect(checkSurface(contracts)).toEqual([]);
    expect(parseReport(fs.readFileSync(reportPath(contracts), 'utf8')).version).toBe(versionOf(contracts));
  });

  it('is types only: nothing of it can run, so nothing of it is bundled or shared at run time', () => {
    const declarations = [...surfaceOf(contracts).values()].flatMap((lines) => lines.split('\n'));
    expect(declarations.length).toBeGreaterThan(0);
    expect(declarations.filter((line) => !/^(?:interface|type) /.test(line))).toEqual([]);
    // The check fires on a value export.
    const copy = packageCopy(contracts);
    edit(copy, 'remote-surface.ts', (text) => `${text}\nexport const sampleValue = 1;\n`);
    fs.writeFileSync(path.join(copy, 'src', 'index.ts'), "export * from './remote-surface';\n");
    expect([...surfaceOf(copy).values()].filter((line) => !/^(?:interface|type) /.test(line))).toEqual(['const sampleValue: 1']);
  });

  it('takes a prop change to one remote as a contracts bump, and leaves the platform singleton unchanged', () => {
    const platformBefore = surfaceOf(platform);
    const copy = packageCopy(contracts);
    const next = nextVersions(contracts);
    edit(copy, 'remote-surface.ts', requiredLobbyProp);
    const problems = checkSurface(copy);
    expect(problems[0]).toMatch(/@runoff\/contracts's public surface changed without a major version bump/);
    expect(problems.some((line) => line.startsWith('  changed . LobbyProps') && line.includes('seats: number'))).toBe(true);
    expect(() => writeReport(copy)).toThrow(/a major bump/);
    setVersion(copy, next.nextMajor);
    writeReport(copy);
    expect(checkSurface(copy)).toEqual([]);

    // The platform does not carry the contracts: its surface, its report and its version are what they were.
    expect(surfaceOf(platform)).toEqual(platformBefore);
    expect(checkSurface(platform)).toEqual([]);
    const platformManifest = JSON.parse(fs.readFileSync(path.join(platform, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const platformDependencies = ['dependencies', 'peerDependencies', 'devDependencies'].flatMap((field) => Object.keys(platformManifest[field] ?? {}));
    expect(platformDependencies).not.toContain('@runoff/contracts');
    const contractNames = [...surfaceOf(contracts).keys()].map((key) => key.split(' ')[1]);
    const platformNames = [...platformBefore.keys()].map((key) => key.split(' ')[1]);
    expect(platformNames.filter((name) => contractNames.includes(name))).toEqual([]);
  });

  it('was what the platform carried before (the sample above would have changed the platform then)', () => {
    // The same prop change in a platform that still carried the contracts asked for a major bump of the singleton.
    const copy = platformCopy();
    fs.copyFileSync(path.join(contracts, 'src', 'remote-surface.ts'), path.join(copy, 'src', 'federation', 'contracts.ts'));
    fs.appendFileSync(path.join(copy, 'src', 'federation', 'index.ts'), "export type * from './contracts';\n");
    setVersion(copy, nextMinor);
    writeReport(copy);
    edit(copy, 'federation/contracts.ts', requiredLobbyProp);
    expect(checkSurface(copy)[0]).toMatch(/@runoff\/platform's public surface changed without a major version bump/);
  });
});

describe('semver of a surface change', () => {
  const before = new Map([['./a f', 'function f(): void']]);

  it('needs nothing for the same surface, a minor for additions, a major for a removal or change', () => {
    expect(bumpNeeded(before, new Map(before))).toBe('none');
    expect(bumpNeeded(before, new Map([...before, ['./a g', 'const g: 1']]))).toBe('minor');
    expect(bumpNeeded(before, new Map())).toBe('major');
    expect(bumpNeeded(before, new Map([['./a f', 'function f(x: number): void']]))).toBe('major');
  });

  it('reads the bump between two versions', () => {
    expect(bumpBetween('1.1.0', '1.1.1')).toBe('none');
    expect(bumpBetween('1.1.0', '1.2.0')).toBe('minor');
    expect(bumpBetween('1.1.0', '2.0.0')).toBe('major');
    expect(bumpBetween('1.1.0', '1.0.0')).toBe('none');
  });
});
