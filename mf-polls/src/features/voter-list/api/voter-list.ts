import { callRpc } from '@runoff/platform/supabase';
import {
  parseAddedAddresses,
  parseIssuedCodes,
  parseReplaced,
  parseRevoked,
  parseVoterList,
  type IssuedCode,
  type VoterList,
} from '../utils/parse-voter-list';

/** The list and its turnout (the host only: voters.not_host_read). */
export async function getVoterList(pollId: string): Promise<VoterList> {
  return parseVoterList(await callRpc('get_voter_list', { poll_id: pollId }));
}

/** Adds addresses, one a line; the lines not added come back with why. */
export async function addVoterEmails(pollId: string, addresses: string) {
  return parseAddedAddresses(await callRpc('add_voter_emails', { poll_id: pollId, addresses }));
}

/** Issues `count` printed codes (1 to 10,000): the only time they can be read. */
export async function issueVotingCodes(pollId: string, count: number): Promise<IssuedCode[]> {
  return parseIssuedCodes(await callRpc('issue_voting_codes', { poll_id: pollId, count }));
}

/** Removes addresses and revokes codes; an entry that has voted stays. */
export async function revokeVoterEntries(pollId: string, entryIds: string[]) {
  return parseRevoked(await callRpc('revoke_voter_entries', { poll_id: pollId, entry_ids: entryIds }));
}

/** A lost code: revoked, and a new one issued in its place (readable this once). */
export async function replaceVotingCode(pollId: string, entryId: string): Promise<IssuedCode> {
  return parseReplaced(await callRpc('replace_voting_code', { poll_id: pollId, entry_id: entryId }));
}
