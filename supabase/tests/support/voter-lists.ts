import { randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { anonClient } from '../../local/test/support/clients.js';
import { call, signUp } from './people.js';
import type { Poll } from './polls.js';

/** A list poll (issue 27): trackers on by default. */
export async function listPoll(host: SupabaseClient, options: string[] = ['Ana', 'Ben', 'Cleo'], extra: Record<string, unknown> = {}): Promise<Poll & { voters: string; trackers: boolean }> {
  return call(host, 'create_poll', { title: 'Council', options, voters: 'list', ...extra });
}

export interface IssuedCode {
  id: string;
  number: number;
  code: string;
}

export async function issueCodes(host: SupabaseClient, pollId: string, count: number): Promise<IssuedCode[]> {
  return (await call<{ codes: IssuedCode[] }>(host, 'issue_voting_codes', { poll_id: pollId, count })).codes;
}

/**
 * `count` sessions of one account whose address is proven as the e-mail one-time code proves it: each session
 * is opened with the `otp` method in auth.mfa_amr_claims (what /verify records), then refreshed through
 * /auth/v1, so each client holds a real access token with `amr: [{ method: 'otp' }]` and the address.
 */
export async function provenSessions(pool: pg.Pool, count: number, name = 'Listed Lea'): Promise<{ id: string; email: string; clients: SupabaseClient[] }> {
  const account = await signUp(name);
  const clients: SupabaseClient[] = [];
  for (let i = 0; i < count; i += 1) {
    const sessionId = randomUUID();
    const token = randomBytes(12).toString('hex').slice(0, 12);
    await pool.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`, [sessionId, account.id]);
    await pool.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
      [token, account.id, sessionId],
    );
    await pool.query(
      `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method) values ($1, $2, now(), now(), 'otp')`,
      [randomUUID(), sessionId],
    );
    const client = anonClient();
    const { error } = await client.auth.refreshSession({ refresh_token: token });
    if (error) throw new Error(`refresh failed: ${error.message}`);
    clients.push(client);
  }
  return { id: account.id, email: account.email, clients };
}

export interface BallotList {
  pollId: string;
  trackers: boolean;
  publication: string;
  publishedAt: string | null;
  publishedFingerprint: string | null;
  fingerprint: string;
  options: { id: string; text: string }[];
  ballots: { tracker: string | null; ranking: string[]; count: number }[];
}

/** RFC 4180: a cell with a quote, comma, CR or LF is quoted, its quotes doubled. */
function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The list as Export Ballots writes it with trackers: ballot_id,tracker,rank1,…, option names in the cells. */
export function ballotListCsv(list: BallotList): string {
  const names = new Map(list.options.map((option) => [option.id, option.text]));
  const width = list.options.length;
  const rows = [['ballot_id', ...(list.trackers ? ['tracker'] : []), ...Array.from({ length: width }, (_, i) => `rank${i + 1}`)].join(',')];
  for (const ballot of list.ballots) {
    for (let n = 0; n < ballot.count; n += 1) {
      const cells = Array.from({ length: width }, (_, i) => (ballot.ranking[i] === undefined ? '' : quote(names.get(ballot.ranking[i]!)!)));
      rows.push([String(rows.length), ...(list.trackers ? [ballot.tracker ?? ''] : []), ...cells].join(','));
    }
  }
  return rows.join('\r\n') + '\r\n';
}

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const tsx = path.join(path.dirname(createRequire(path.join(repo, 'tabulate', 'package.json')).resolve('tsx/package.json')), 'dist', 'cli.mjs');

/** Runs the real `pnpm tabulate` command (tabulate/src/cli.ts) on a file holding `csv`. */
export async function tabulate(csv: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-list-'));
  const file = path.join(dir, 'ballots.csv');
  fs.writeFileSync(file, csv);
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [tsx, path.join(repo, 'tabulate', 'src', 'cli.ts'), file, ...args], { cwd: dir });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

