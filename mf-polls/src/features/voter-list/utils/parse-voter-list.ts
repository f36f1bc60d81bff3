import { isRecord, POLL_VOTERS, type PollVoters } from '@runoff/domain';

/** One entry of a poll's voter list as get_voter_list gives it: an address or a numbered printed code. */
export interface VoterEntry {
  id: string;
  kind: 'email' | 'code';
  email: string | null;
  /** The card's number, for a code. */
  number: number | null;
  /** A code someone has entered. */
  redeemed: boolean;
  voted: boolean;
  /** A removed address or a revoked code. */
  revoked: boolean;
}

/** The list and its turnout: how many entries (not revoked) and how many of them voted; never how. */
export interface VoterList {
  voters: PollVoters;
  listed: number;
  voted: number;
  entries: VoterEntry[];
}

/** A printed code, readable this once (issue_voting_codes, replace_voting_code). */
export interface IssuedCode {
  id: string;
  number: number;
  /** XXXX-XXXX-XXXX */
  code: string;
}

/** A pasted line that was not added, with the server's id for why (add_voter_emails). */
export interface AddressProblem {
  line: number;
  address: string;
  id: string;
  /** The line a repeat first appeared on. */
  firstLine: number | null;
}

/** An entry that could not be taken off the list, with the server's id for why (revoke_voter_entries). */
export interface EntryProblem {
  entryId: string;
  id: string;
}

const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);
const CODE = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/;

function parseEntry(value: unknown): VoterEntry {
  if (!isRecord(value) || typeof value.id !== 'string' || (value.kind !== 'email' && value.kind !== 'code')) {
    throw new Error('The server sent a voter list entry without an id or kind');
  }
  return {
    id: value.id,
    kind: value.kind,
    email: typeof value.email === 'string' ? value.email : null,
    number: whole(value.number),
    redeemed: value.redeemed === true,
    voted: value.voted === true,
    revoked: value.revoked === true,
  };
}

export function parseVoterList(value: unknown): VoterList {
  if (!isRecord(value) || !Array.isArray(value.entries)) throw new Error('The server sent no voter list');
  const voters = POLL_VOTERS.find((known) => known === value.voters);
  if (!voters) throw new Error('The server sent a voter list without who may vote');
  return { voters, listed: whole(value.listed) ?? 0, voted: whole(value.voted) ?? 0, entries: value.entries.map(parseEntry) };
}

function parseIssuedCode(value: unknown): IssuedCode {
  if (!isRecord(value) || typeof value.id !== 'string' || whole(value.number) === null || typeof value.code !== 'string' || !CODE.test(value.code)) {
    throw new Error('The server sent a malformed voting code');
  }
  return { id: value.id, number: value.number as number, code: value.code };
}

/** issue_voting_codes' answer: the codes in card order. */
export function parseIssuedCodes(value: unknown): IssuedCode[] {
  if (!isRecord(value) || !Array.isArray(value.codes)) throw new Error('The server sent no voting codes');
  return value.codes.map(parseIssuedCode);
}

/** add_voter_emails' answer: how many were added, and each other line with why. */
export function parseAddedAddresses(value: unknown): { added: number; problems: AddressProblem[] } {
  if (!isRecord(value) || whole(value.added) === null || !Array.isArray(value.problems)) throw new Error('The server sent no answer for the addresses');
  const problems = value.problems.map((problem): AddressProblem => {
    if (!isRecord(problem) || whole(problem.line) === null || typeof problem.id !== 'string') throw new Error('The server sent a malformed problem');
    return {
      line: problem.line as number,
      address: typeof problem.address === 'string' ? problem.address : '',
      id: problem.id,
      firstLine: whole(problem.firstLine),
    };
  });
  return { added: value.added as number, problems };
}

/** revoke_voter_entries' answer. */
export function parseRevoked(value: unknown): { removed: number; revoked: number; problems: EntryProblem[] } {
  if (!isRecord(value) || !Array.isArray(value.problems)) throw new Error('The server sent no answer for the entries');
  const problems = value.problems.map((problem): EntryProblem => {
    if (!isRecord(problem) || typeof problem.id !== 'string') throw new Error('The server sent a malformed problem');
    return { entryId: typeof problem.entryId === 'string' ? problem.entryId : '', id: problem.id };
  });
  return { removed: whole(value.removed) ?? 0, revoked: whole(value.revoked) ?? 0, problems };
}

/** replace_voting_code's answer: the new code (the old one is revoked). */
export function parseReplaced(value: unknown): IssuedCode {
  if (!isRecord(value)) throw new Error('The server sent no new code');
  return parseIssuedCode(value.code);
}
