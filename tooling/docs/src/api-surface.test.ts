import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bumpBetween, bumpNeeded, checkSurface, parseReport, reportPath, writeReport } from './api-surface';
import { root } from './workspace';

const platform = path.join(root, 'shared', 'platform');
const [major, minor] = (JSON.parse(fs.readFileSync(path.join(platform, 'package.json'), 'utf8')) as { version: string }).version.split('.').map(Number) as [number, number];
const nextMinor = `${major}.${minor + 1}.0`;
const nextMajor = `${major + 1}.0.0`;

/** A copy of @runoff/platform to change: its package.json, tsconfig, report and sources, with the real dependencies. */
function platformCopy(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-api-surface-'));
  for (const file of ['package.json', 'api-report.md']) fs.copyFileSync(path.join(platform, file), path.join(copy, file));
  const tsconfig = JSON.parse(fs.readFileSync(path.join(platform, 'tsconfig.json'), 'utf8')) as { extends: string };
  tsconfig.extends = path.resolve(platform, tsconfig.extends);
  fs.writeFileSync(path.join(copy, 'tsconfig.json'), JSON.stringify(tsconfig));
  fs.cpSync(path.join(platform, 'src'), path.join(copy, 'src'), { recursive: true });
  fs.symlinkSync(path.join(platform, 'node_modules'), path.join(copy, 'node_modules'));
  copies.push(copy);
  return copy;
}
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
