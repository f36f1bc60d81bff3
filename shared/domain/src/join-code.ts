import { isRecord } from './is-record';
import { parsePoll } from './parse-poll';
import type { Poll } from './poll';

/**
 * Short join codes (docs/database-api.md, get_join_code and resolve_join_code): 6 symbols from an
 * alphabet without look-alikes (no 0, O, 1 or I). The database generates and checks them; these helpers
 * only tidy what a person typed and build the short link every QR code encodes.
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_PATTERN = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/** Upper case, spaces and dashes dropped: "abc-234" and "ABC 234" are the code ABC234. */
export function normalizeJoinCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a normalised code can be a join code at all (saves a request for an obvious typo). */
export function isJoinCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** The short link of a code, e.g. https://runoff.example/j/ABC234: what QR codes and the presenter show. */
export function shortJoinUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/j/${encodeURIComponent(code)}`;
}

/** The long join link of a poll, /polls/{id}/vote: shared until its code is known, or when it has none. */
export function longJoinUrl(origin: string, pollId: string): string {
  return `${origin.replace(/\/+$/, '')}/polls/${encodeURIComponent(pollId)}/vote`;
}

/** get_join_code's answer: the code, or null once the poll is completed. */
export function parseJoinCode(value: unknown): string | null {
  if (!isRecord(value)) throw new Error('The server sent no join code');
  const code = value.joinCode;
  if (code === null) return null;
  if (typeof code !== 'string' || !isJoinCode(code)) throw new Error('The server sent a malformed join code');
  return code;
}

/**
 * resolve_join_code's answer: the open poll's id and the poll itself (as get_poll gives it; null if the
 * server sent none or one that does not parse, and the join page then reads it), or the reason none was found.
 */
export type ResolvedJoinCode = { pollId: string; poll: Poll | null } | { pollId: null; message: string };

function pollOrNull(value: unknown, pollId: string): Poll | null {
  try {
    const poll = parsePoll(value);
    return poll.id === pollId ? poll : null;
  } catch {
    return null;
  }
}

export function parseResolvedJoinCode(value: unknown): ResolvedJoinCode {
  if (!isRecord(value)) throw new Error('The server sent no answer for the code');
  if (typeof value.pollId === 'string' && value.pollId !== '') return { pollId: value.pollId, poll: pollOrNull(value.poll, value.pollId) };
  const message = typeof value.message === 'string' && value.message !== '' ? value.message : 'No open poll has this code.';
  return { pollId: null, message };
}

/**
 * The link a printed voting code's QR code carries (issue 27): the poll's join link with the code, e.g.
 * https://runoff.example/polls/{id}/vote?code=K7QM2XPA9RTE. The code is sent without its dashes (a
 * smaller QR code); the join page reads it as typed (docs/decisions.md, "The voting code's link").
 */
export function votingCodeUrl(origin: string, pollId: string, code: string): string {
  return `${longJoinUrl(origin, pollId)}?code=${encodeURIComponent(normalizeJoinCode(code))}`;
}
