import { describe, expect, it } from 'vitest';
import { embedOptionsFrom, parseEmbedAttributes, type EmbedAttribute } from './embed-options';

const parse = (attributes: Partial<Record<EmbedAttribute, string>>) => parseEmbedAttributes((name) => attributes[name] ?? null);

describe('parseEmbedAttributes', () => {
  it('needs only the poll id; everything else has a default', () => {
    expect(parse({ 'poll-id': ' 6f1c2a9e-0000-4000-8000-000000000001 ' })).toEqual({
      ok: true,
      warnings: [],
      options: { pollId: '6f1c2a9e-0000-4000-8000-000000000001', theme: 'light', hideChart: false, hideRounds: false, hideAnimation: false },
    });
  });

  it('says what is missing when there is no poll id', () => {
    expect(parse({})).toMatchObject({ ok: false, error: 'embed.missingPollId' });
    expect(parse({ 'poll-id': '   ' })).toMatchObject({ ok: false });
  });

  it('treats hide-* as HTML boolean attributes, with "false" read as off', () => {
    const parsed = parse({ 'poll-id': 'p', 'hide-chart': '', 'hide-rounds': 'hide-rounds', 'hide-animation': 'false' });
    expect(parsed).toMatchObject({ ok: true, options: { hideChart: true, hideRounds: true, hideAnimation: false } });
  });

  it('accepts light, dark and auto in any case, and falls back to light with a warning otherwise', () => {
    expect(parse({ 'poll-id': 'p', theme: 'DARK' })).toMatchObject({ ok: true, options: { theme: 'dark' } });
    expect(parse({ 'poll-id': 'p', theme: 'auto' })).toMatchObject({ ok: true, options: { theme: 'auto' } });
    expect(parse({ 'poll-id': 'p', theme: 'neon' })).toMatchObject({ ok: true, options: { theme: 'light' }, warnings: [expect.stringContaining('neon')] });
  });

  it('takes a project only as an http(s) URL together with its anon key', () => {
    expect(parse({ 'poll-id': 'p', 'supabase-url': 'https://x.supabase.co', 'anon-key': 'k' })).toMatchObject({
      ok: true,
      options: { supabaseUrl: 'https://x.supabase.co', anonKey: 'k' },
    });
    expect(parse({ 'poll-id': 'p', 'supabase-url': 'javascript:alert(1)', 'anon-key': 'k' })).toMatchObject({ ok: false });
    expect(parse({ 'poll-id': 'p', 'supabase-url': 'https://x.supabase.co' })).toMatchObject({ ok: false, error: 'embed.keyPair' });
  });

  it('refuses an absurdly long poll id without asking the server', () => {
    expect(parse({ 'poll-id': 'x'.repeat(101) })).toEqual({ ok: false, error: 'embed.pollNotFound' });
  });

  it("shows a session's current question by its session-id, and takes a poll or a session, not both", () => {
    expect(parse({ 'session-id': ' s1 ' })).toMatchObject({ ok: true, options: { sessionId: 's1', theme: 'light' } });
    expect(parse({ 'session-id': 's1' })).not.toHaveProperty('options.pollId');
    expect(parse({ 'session-id': 's1', 'poll-id': 'p' })).toEqual({ ok: false, error: 'embed.pollOrSession' });
    expect(parse({ 'session-id': 'x'.repeat(101) })).toEqual({ ok: false, error: 'embed.sessionNotFound' });
    expect(embedOptionsFrom({ sessionId: 's1', theme: 'dark' })).toMatchObject({ ok: true, options: { sessionId: 's1', theme: 'dark' } });
  });

  it('reads the lang attribute as the locale', () => {
    expect(parse({ 'poll-id': 'p', lang: 'de-CH' })).toMatchObject({ ok: true, options: { locale: 'de-CH' } });
  });
});

describe('embedOptionsFrom (mount)', () => {
  it('applies the same rules to the options of mount()', () => {
    expect(embedOptionsFrom({ pollId: 'p', theme: 'dark', hideRounds: true, locale: 'fr' })).toMatchObject({
      ok: true,
      options: { pollId: 'p', theme: 'dark', hideChart: false, hideRounds: true, locale: 'fr' },
    });
    expect(embedOptionsFrom({ pollId: '' })).toMatchObject({ ok: false });
  });
});
