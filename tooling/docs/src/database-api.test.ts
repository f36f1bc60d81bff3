import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDatabaseApi, DATABASE_API, readSchema, type DatabaseFacts } from './database-api.js';
import { checkSecurityMatrix, MATRIX_TEST, SECURITY } from './security-matrix.js';
import { read, root } from './workspace.js';

/**
 * docs/database-api.md against the database, as supabase/schema.sql holds it (that file is generated from
 * the migrated database and checked against it by supabase/tests/schema.test.ts): every migration, every
 * function in public, and who may call each.
 */
const doc = read(DATABASE_API);
const schemaSql = read('supabase/schema.sql');
const facts: DatabaseFacts = {
  schema: readSchema(schemaSql),
  migrations: fs.readdirSync(path.join(root, 'supabase', 'migrations')).filter((file) => file.endsWith('.sql')),
};

describe('docs/database-api.md', () => {
  it('lists every migration, describes every function and gives its grants as the database has them', () => {
    expect(facts.schema.functions.length).toBeGreaterThan(10);
    expect(checkDatabaseApi(doc, facts)).toEqual([]);
  });

  it('fires when a migration adds a function granted to anon that the doc does not know', () => {
    const changed = schemaSql.replace(
      /^CREATE OR REPLACE FUNCTION public\.get_poll\(/m,
      'CREATE OR REPLACE FUNCTION public.sample_lookup(code text)\nREVOKE EXECUTE ON FUNCTION public.sample_lookup(code text) FROM PUBLIC;\n' +
        'GRANT EXECUTE ON FUNCTION public.sample_lookup(code text) TO anon;\n$&',
    );
    const migrations = [...facts.migrations, '20991231000000_sample_lookup.sql'];
    expect(checkDatabaseApi(doc, { schema: readSchema(changed), migrations })).toEqual([
      expect.stringMatching(/migrations table .* has no row for `20991231000000_sample_lookup`: add one/),
      expect.stringMatching(/"## Functions" has no .*sample_lookup.* heading/),
      expect.stringMatching(/function grants table .* has no row for `sample_lookup`/),
    ]);
  });

  it('lists every error id the functions raise, with its code and the public functions raising it', () => {
    expect(facts.schema.errorIds.size).toBeGreaterThan(60);
    expect(facts.schema.errorIds.get('vote.ranking_repeats')).toEqual({ errcodes: new Set(), raisedBy: new Set() });
    expect(facts.schema.errorIds.get('join.poll_full')).toEqual({ errcodes: new Set(['PT409']), raisedBy: new Set(['join_poll']) });
  });

  it('fires when an error id is new, gone, raised with another code or by a function the row does not list', () => {
    const changed = schemaSql
      .replace("hint = 'join.poll_full'", "hint = 'join.room_full'")
      .replace("errcode = 'PT409', hint = 'vote.already_voted'", "errcode = '22023', hint = 'vote.already_voted'")
      .replace(/(CREATE OR REPLACE FUNCTION public\.get_poll\(poll_id text\)[\s\S]*?hint = ')poll\.not_found'/, "$1profile.not_found'")
      .replace(/('id', ')vote\.ranking_repeats'/, "$1vote.ranking_repeated'");
    const problems = checkDatabaseApi(doc, { ...facts, schema: readSchema(changed) });
    expect(problems).toHaveLength(6);
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/error ids .* do not list `get_poll` for `profile\.not_found`, which it raises/),
      expect.stringMatching(/error ids .* give `vote\.already_voted` the code PT409; the database raises it with 22023/),
      expect.stringMatching(/error ids .* have no row for `join\.room_full`/),
      expect.stringMatching(/error ids .* have no row for `vote\.ranking_repeated`/),
      expect.stringMatching(/error ids .* list `join\.poll_full`, which no function raises/),
      expect.stringMatching(/error ids .* list `vote\.ranking_repeats`, which no function raises/),
    ]));
  });

  it('fires when a grant changes: anon loses get_poll, authenticated gains a table privilege', () => {
    const changed = schemaSql
      .replace('GRANT EXECUTE ON FUNCTION public.get_poll(poll_id text) TO anon, authenticated, service_role;', 'GRANT EXECUTE ON FUNCTION public.get_poll(poll_id text) TO authenticated, service_role;')
      .replace('GRANT SELECT ON TABLE public.polls TO authenticated;', 'GRANT SELECT, UPDATE ON TABLE public.polls TO authenticated;');
    expect(checkDatabaseApi(doc, { ...facts, schema: readSchema(changed) })).toEqual([
      expect.stringMatching(/function grants table .* says `anon` holds "✓" on `get_poll`; the database grants "": update the row/),
      expect.stringMatching(/table grants table .* says `authenticated` holds "select" on `polls`; the database grants "select, update"/),
    ]);
  });

  it('fires when a table gains a column the doc does not list', () => {
    const changed = schemaSql.replace('  has_voted boolean DEFAULT false NOT NULL,\n', '  has_voted boolean DEFAULT false NOT NULL,\n  sample_column text,\n');
    expect(checkDatabaseApi(doc, { ...facts, schema: readSchema(changed) })).toEqual([
      expect.stringMatching(/tables .* give `participants` the columns .*join_order; the database has .*has_voted, sample_column, join_order: update the row/),
    ]);
  });

  it('fires when a function keeps the default EXECUTE for PUBLIC (everyone, anon included)', () => {
    const changed = schemaSql.replace('REVOKE EXECUTE ON FUNCTION public.join_poll(poll_id text, name text) FROM PUBLIC;\n', '');
    expect(checkDatabaseApi(doc, { ...facts, schema: readSchema(changed) })).toEqual([
      expect.stringMatching(/says `anon` holds "" on `join_poll`; the database grants "✓"/),
    ]);
  });
});

describe('docs/security.md', () => {
  const security = read(SECURITY);
  const matrixTest = read(MATRIX_TEST);

  it('has a row of the authorization matrix, and a line of its test, for every function in public', () => {
    expect(checkSecurityMatrix(security, matrixTest, facts.schema.functions)).toEqual([]);
  });

  it('fires on a sample change: a new function in neither', () => {
    expect(checkSecurityMatrix(security, matrixTest, [...facts.schema.functions, 'sample_lookup'])).toEqual([
      expect.stringMatching(/authorization matrix .* has no row for `sample_lookup`/),
      expect.stringMatching(/authorization-matrix\.test\.ts does not check `sample_lookup`/),
    ]);
  });
});
