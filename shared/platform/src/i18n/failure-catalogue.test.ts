import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import en from './messages/en.json';

/**
 * Every failure id the SQL functions raise (`hint = '…'` in supabase/schema.sql, the migrated schema) has a
 * message in the platform's catalogue, in every language (the key-parity check covers the translations),
 * and a failure without values is worded in English exactly as the server words it.
 */
const schema = readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', '..', 'supabase', 'schema.sql'), 'utf8');
/** Caught inside join_poll and never sent to a caller (docs/database-api.md, "Error ids"). */
const NEVER_SENT = new Set(['join.count_exactly']);
const raised = [...new Set([...schema.matchAll(/hint = '([a-z_.]+)'/g)].map((match) => match[1]!))].filter((id) => !NEVER_SENT.has(id));
const plain = [...schema.matchAll(/message = '((?:[^']|'')*)', errcode = '[^']*', hint = '([a-z_.]+)'(?!,\s*detail)/g)].map(
  (match) => [match[2]!, match[1]!.replace(/''/g, "'")] as const,
);

describe('the failure catalogue', () => {
  it('words every failure id the SQL functions raise', () => {
    expect(raised.length).toBeGreaterThan(50);
    expect(raised.filter((id) => !Object.hasOwn(en, id))).toEqual([]);
  });

  it('words a failure without values in English exactly as the server does', () => {
    expect(plain.length).toBeGreaterThan(20);
    const messages = new Map<string, string[]>();
    for (const [id, message] of plain) messages.set(id, [...new Set([...(messages.get(id) ?? []), message])]);
    // One wording per id: a screen words a failure by its id, so an id the server words twice cannot be shown right.
    expect([...messages].filter(([, texts]) => texts.length > 1).map(([id]) => id)).toEqual([]);
    for (const [id, [message]] of messages) expect({ id, message: (en as Record<string, string>)[id] }).toEqual({ id, message });
  });

  it('is loaded in every language the page speaks', async () => {
    for (const locale of LOCALES) {
      const messages = (await import(`./messages/${locale}.json`)) as { default: Record<string, string> };
      expect(Object.keys(messages.default).sort()).toEqual(Object.keys(en).sort());
    }
  });
});
