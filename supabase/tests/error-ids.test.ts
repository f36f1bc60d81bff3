import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { superuserPool } from '../local/test/support/clients.js';
import { callFailing, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, setStatus } from './support/polls.js';

/**
 * Issue 28: every failure the SQL API raises carries a stable id in `hint` (docs/database-api.md, "Error
 * ids"), so that a screen words it by id instead of matching its English message. Read from the migrated
 * database (pg_proc), not from the migration files: what counts is each function's current definition.
 */

const pool = superuserPool();
afterAll(() => pool.end());

const ID = /^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+$/;

/** The body with string literals' contents and comments blanked, so that ';' and words inside them do not count. */
function mask(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; ) {
    if (body.startsWith('--', i)) {
      const end = body.indexOf('\n', i);
      const stop = end === -1 ? body.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (body[i] === "'") {
      let j = i + 1;
      while (j < body.length && !(body[j] === "'" && body[j + 1] !== "'")) j += body[j] === "'" ? 2 : 1;
      out += `'${' '.repeat(Math.max(0, j - i - 1))}'`;
      i = j + 1;
    } else {
      out += body[i];
      i += 1;
    }
  }
  return out;
}

interface Raise {
  fn: string;
  /** The statement as written, `raise exception … ;`. */
  text: string;
  /** The id when the hint is a literal; null when none or computed (`hint = failure ->> 'id'`). */
  id: string | null;
  hasHint: boolean;
  errcode: string | null;
}

/** Every `raise exception` statement in a function body (PL/pgSQL), with its hint and errcode when literal. */
function raisesIn(fn: string, body: string): Raise[] {
  const masked = mask(body);
  return [...masked.matchAll(/\braise\s+exception\b[^;]*;/gi)].map((m) => {
    const text = body.slice(m.index, m.index + m[0].length);
    // A literal after `hint =` or `errcode =` outside text and comments (found in the masked statement).
    const literal = (option: string) => {
      const at = m[0].search(new RegExp(`\\b${option}\\s*=\\s*'`, 'i'));
      return at === -1 ? null : (text.slice(at).match(/^\w+\s*=\s*'((?:[^']|'')*)'/)?.[1] ?? null);
    };
    return { fn, text, hasHint: /\bhint\s*=/i.test(m[0]), id: literal('hint'), errcode: literal('errcode') };
  });
}

async function currentRaises(client: pg.Pool | pg.PoolClient): Promise<Raise[]> {
  const { rows } = await client.query<{ fn: string; body: string }>(
    `select n.nspname || '.' || p.proname as fn, p.prosrc as body
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prolang = (select oid from pg_language where lanname = 'plpgsql')
      order by 1`,
  );
  return rows.flatMap((row) => raisesIn(row.fn, row.body));
}

const withoutId = (raises: Raise[]) => raises.filter((r) => !r.hasHint).map((r) => `${r.fn}: ${r.text}`);

describe('error ids', () => {
  it('are carried by every raise of every function in public and private', async () => {
    const raises = await currentRaises(pool);
    expect(raises.length).toBeGreaterThan(70);
    expect(withoutId(raises)).toEqual([]);
  });

  it('are lower-case dotted words, and one id always has one errcode', async () => {
    const literal = (await currentRaises(pool)).filter((r) => r.id !== null);
    expect(literal.filter((r) => !ID.test(r.id!)).map((r) => `${r.fn}: ${r.id}`)).toEqual([]);
    const codes = new Map<string, Set<string>>();
    for (const r of literal) codes.set(r.id!, (codes.get(r.id!) ?? new Set()).add(r.errcode ?? 'none'));
    expect([...codes].filter(([, set]) => set.size > 1).map(([id, set]) => `${id}: ${[...set].join(', ')}`)).toEqual([]);
  });

  it('the check fires on a sample function that raises without one (and not on a raise inside a comment or text)', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local role postgres'); // as a migration runs
      await client.query(`create function private.sample_raise(x int) returns int language plpgsql as $$
        begin
          -- raise exception using message = 'a comment; not a statement';
          if x = 1 then
            raise exception using message = 'Looks like an id: hint = ''sample.no''; but is text', errcode = '22023';
          end if;
          if x = 2 then
            raise exception using message = 'With one', errcode = '22023', hint = 'sample.with_one';
          end if;
          raise exception 'Plain %', x;
        end $$`);
      await client.query('reset role');
      const sample = (await currentRaises(client)).filter((r) => r.fn === 'private.sample_raise');
      expect(sample.map((r) => r.id)).toEqual([null, 'sample.with_one', null]);
      expect(withoutId(sample)).toEqual([
        "private.sample_raise: raise exception using message = 'Looks like an id: hint = ''sample.no''; but is text', errcode = '22023';",
        "private.sample_raise: raise exception 'Plain %', x;",
      ]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('reach the client through PostgREST in hint, with the values as JSON in details', async () => {
    const host = await signUp('Host');
    const poll = await createPoll(host.client);
    const missing = await callFailing(host.client, 'get_poll', { poll_id: 'not-a-poll' });
    expect(missing).toMatchObject({ code: 'PT404', message: 'Poll not found', hint: 'poll.not_found', details: null });

    const full = await (async () => {
      await host.client.rpc('update_poll_settings', { poll_id: poll.id, max_participants: 1 });
      await joinedVoter(poll.id);
      return callFailing((await signInAnonymously()).client, 'join_poll', { poll_id: poll.id });
    })();
    expect(full).toMatchObject({ code: 'PT409', message: 'This poll is full: it admits at most 1 participants', hint: 'join.poll_full' });
    expect(JSON.parse(full.details)).toEqual({ max: 1 });

    // Computed ids: a ranking's failure and a name's, from private.ranking_failure and private.name_failure.
    const name = await callFailing(host.client, 'update_profile', { username: 'Host' });
    expect(name).toMatchObject({ code: '22023', message: 'Username cannot be "Host": Runoff shows that label itself. Please choose another name', hint: 'name.reserved' });
    expect(JSON.parse(name.details)).toEqual({ field: 'username', name: 'Host' });
    const other = await createPoll(host.client);
    const voter = await joinedVoter(other.id);
    await setStatus(host.client, other.id, 'voting');
    const repeated = await callFailing(voter.client, 'submit_vote', { poll_id: other.id, ranking: ['option_1', 'option_1', 'option_2'] });
    expect(repeated).toMatchObject({ code: '22023', message: 'Each option can be ranked only once', hint: 'vote.ranking_repeats', details: '{}' });
  });
});
