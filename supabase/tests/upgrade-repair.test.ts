import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBaseSchema } from '../local/src/database/base.js';
import { supabaseDir } from '../local/src/config/config.js';
import { stack, superuserPool } from '../local/test/support/clients.js';

/**
 * A database that ran the first schema and stored what it then let through (misshapen ballots, invisible
 * and control characters, look-alike options, an 'infinity' closing time) is upgraded by the
 * 20261123 migrations: rows are repaired or set aside, and the new constraints apply.
 */
const database = `runoff_upgrade_${process.pid}`;
const pool = superuserPool();
let db: pg.Client;

const migrations = fs
  .readdirSync(path.join(supabaseDir, 'migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = async (files: string[]) => {
  for (const file of files) await db.query(fs.readFileSync(path.join(supabaseDir, 'migrations', file), 'utf8'));
};

const host = '00000000-0000-4000-8000-000000000001';
const poll = '00000000-0000-4000-8000-0000000000aa';
const voter = (n: number) => `00000000-0000-4000-8000-00000000000${n + 1}`;

beforeAll(async () => {
  await pool.query(`create database ${database}`);
  const url = new URL(stack.databaseUrl);
  url.pathname = `/${database}`;
  await applyBaseSchema(url.toString());
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await run(migrations.filter((f) => f < '20261123'));
  await db.query(`
    insert into auth.users (id, is_anonymous, created_at, email) values ('${host}', false, now(), 'old@example.com');
    update public.profiles set username = U&'Old\\200Bname' where id = '${host}';
    insert into public.polls (id, title, description, category, created_by, status, is_active, expires_at)
    values ('${poll}', U&'\\00A0\\200B', U&'Line one\\000ALine two\\202E', U&'Fo\\0301od', '${host}', 'voting', true, 'infinity');
    insert into auth.users (id, is_anonymous, created_at) values ('${voter(1)}', true, now()), ('${voter(2)}', true, now());
    insert into public.participants (poll_id, user_id, name) values ('${poll}', '${voter(1)}', 'Participant 1'), ('${poll}', '${voter(2)}', U&'\\3164');
    insert into auth.users (id, is_anonymous, created_at, email, raw_user_meta_data)
    values ('${voter(3)}', false, now(), 'host@example.com', '{"username": "Host"}');
    insert into public.poll_options values ('${poll}', 'option_1', 'Pizza', 0), ('${poll}', 'option_2', U&'Piz\\200Bza', 1),
      ('${poll}', 'option_3', 'PIZZA', 2);
    alter table public.ballots disable trigger ballots_check_ranking;
    insert into public.ballots values
      ('${poll}', '{option_1,option_2,option_3}', 2),
      ('${poll}', '{{option_1},{option_2},{option_3}}', 1),
      ('${poll}', '[5:7]={option_1,option_2,option_3}', 3),
      ('${poll}', '{{option_2,option_1},{option_3,option_3}}', 4),
      ('${poll}', '{option_2,option_1}', 5);
    alter table public.ballots enable trigger ballots_check_ranking;
  `);
  await run(migrations.filter((f) => f >= '20261123'));
}, 120_000);

afterAll(async () => {
  await db?.end();
  await pool.query(`drop database if exists ${database} with (force)`);
  await pool.end();
});

describe('upgrading a database that holds rows the first schema let through', () => {
  it('merges ballots that flatten to a complete ranking into their group and sets the rest aside', async () => {
    const ballots = await db.query(`select ranking::text, ballot_count from public.ballots order by 1`);
    expect(ballots.rows).toEqual([{ ranking: '{option_1,option_2,option_3}', ballot_count: 6 }]);
    const setAside = await db.query(`select ranking, ballot_count from private.invalid_ballots order by 1`);
    expect(setAside.rows).toEqual([
      { ranking: '{option_2,option_1}', ballot_count: 5 },
      { ranking: '{{option_2,option_1},{option_3,option_3}}', ballot_count: 4 },
    ]);
    await db.query(`select set_config('request.jwt.claims', $1, false)`, [JSON.stringify({ sub: host, role: 'authenticated' })]);
    await db.query(`update public.polls set status = 'completed', is_active = false where id = $1`, [poll]);
    const results = (await db.query(`select public.get_poll_results($1) as r`, [poll])).rows[0].r;
    expect(results).toMatchObject({ ballots: [{ ranking: ['option_1', 'option_2', 'option_3'], count: 6 }], totalVotes: 6, invalidBallots: 9 });
  });

  it('cleans old text and keeps options distinct', async () => {
    const polls = await db.query(`select title, description, category, expires_at from public.polls`);
    expect(polls.rows).toEqual([{ title: 'Untitled poll', description: 'Line one\nLine two', category: 'Fóod', expires_at: null }]);
    const options = await db.query(`select text from public.poll_options order by position`);
    expect(options.rows.map((r) => r.text)).toEqual(['Pizza', 'Pizza (option_2)', 'PIZZA (option_3)']);
    const profiles = await db.query(`select username from public.profiles order by email desc`);
    // "Host" is a label Runoff shows, and so is the e-mail's local part "host": the neutral name instead.
    expect(profiles.rows).toEqual([{ username: 'Oldname' }, { username: 'user' }]);
  });

  it('turns names that pose as Runoff\'s labels or show nothing into the unnamed default', async () => {
    const participants = await db.query(`select name from public.participants order by user_id`);
    expect(participants.rows).toEqual([{ name: 'Anonymous Participant' }, { name: 'Anonymous Participant' }]);
  });
});
