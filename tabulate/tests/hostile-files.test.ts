import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Report } from '../src/report';
import { runCli } from './support/run-cli';

/**
 * Files made to fool or sink the recount tool (issue 19), run through the real command: it exists to check
 * a result independently, so a file must never drive the terminal, fake what it shows, or exhaust it.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabulate-hostile-'));
function file(name: string, text: string): string {
  fs.writeFileSync(path.join(dir, name), text);
  return name;
}

/** Anything a terminal would act on: C0 (ESC, BEL…), DEL and C1 (CSI…) controls, and bidirectional overrides. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('pnpm tabulate on a hostile file', () => {
  it.each([
    ['a screen clear and a fake winner', '\u001b[2J\u001b[HWinner: Mallory\u001b[8m'],
    ['an OSC 52 clipboard write', '\u001b]52;c;ZWNobyBwd25lZA==\u0007'],
    // C1 controls and bidirectional overrides: read-ballots.test.ts (the same reader, without a process each).
  ])('refuses %s in a cell, names the line, and echoes no control character', async (_, name) => {
    const run = await runCli([file('controls.csv', `ballot_id,rank1,rank2\n1,Alice,Bob\n2,Bob,Alice\n3,"${name}",Alice\n`)], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^tabulate: controls\.csv: line 4: a cell holds the (control|bidirectional control) character U\+[0-9A-F]{4}/);
    expect(run.stderr).not.toMatch(TERMINAL_CONTROL);
  });

  it('escapes what the file puts in every other message (the header, a name not in --options)', async () => {
    const header = await runCli([file('header.csv', 'ballot_id,rank1,\u001b]52;c;eA==\u0007\n1,A\n')], dir);
    expect(header.code).toBe(1);
    expect(header.stderr).toMatch(/^tabulate: header\.csv: line 1: /);
    expect(header.stderr).not.toMatch(TERMINAL_CONTROL);
    const options = await runCli([file('ok.csv', 'ballot_id,rank1\n1,A\n'), '--options', 'A,\u001b[2JB'], dir);
    expect(options.code).toBe(2);
    expect(options.stderr).not.toMatch(TERMINAL_CONTROL);
  });

  it('counts options named constructor and __proto__ once they are out (no NaN)', async () => {
    const csv = file('prototype.csv', 'ballot_id,rank1,rank2\n1,Alice,\n2,Alice,\n3,Alice,\n4,constructor,Alice\n5,__proto__,Bob\n6,Bob,\n7,toString,Bob\n8,Bob,\n');
    const table = await runCli([csv], dir);
    expect(table.code).toBe(0);
    expect(table.stdout).not.toContain('NaN');
    expect(table.stdout).toMatch(/^constructor\s+1\s+1\s+1$/m);
    expect(table.stdout).toMatch(/^__proto__\s+1\s+1$/m);
    const report = JSON.parse((await runCli([csv, '--json'], dir)).stdout) as Report;
    expect(report.rounds[0]!.counts).toEqual(Object.fromEntries([['Alice', 3], ['constructor', 1], ['__proto__', 1], ['Bob', 2], ['toString', 1]]));
  });

  it('stops an endless file at the 65,535th name, with its line, under a 64 MB heap', async () => {
    // Distinct names without end, through a named pipe: the command must stop as the limit is passed.
    const fifo = path.join(dir, 'endless.csv');
    execFileSync('mkfifo', [fifo]);
    let row = 0;
    const endless = new Readable({
      read() {
        const rows: string[] = [];
        if (row === 0) rows.push('ballot_id,rank1');
        for (let i = 0; i < 1_000; i++, row++) rows.push(`${row + 1},Name ${row}`);
        this.push(`${rows.join('\n')}\n`);
      },
    });
    const writer = fs.createWriteStream(fifo);
    writer.on('error', () => {}); // EPIPE once the command has stopped reading
    endless.pipe(writer);
    const run = await runCli(['endless.csv'], dir, { nodeOptions: '--max-old-space-size=64' });
    endless.destroy();
    writer.destroy();
    expect(run.stderr).toBe('tabulate: endless.csv: line 65536: more than 65,534 option names\n');
    expect(run.code).toBe(1);
  });
});
