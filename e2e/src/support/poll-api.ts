import { e2e } from './apps';
import type { Account } from './accounts';

/**
 * Sets up polls through the SQL API (what the apps call), for tests about what happens after: a signed-in
 * host's or an anonymous voter's access token, and rpc() as PostgREST serves it. Plain fetch, like accounts.ts.
 */
async function token(path: string, body: unknown): Promise<string> {
  const response = await fetch(`${e2e.supabaseUrl}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: e2e.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export function signIn(account: Account): Promise<string> {
  return token('token?grant_type=password', { email: account.email, password: account.password });
}

/** An anonymous visitor, as the join page signs one in. */
export function anonymousVisitor(): Promise<string> {
  return token('signup', {});
}

export async function rpc<T = unknown>(accessToken: string, fn: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${e2e.supabaseUrl}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: e2e.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${fn} answered HTTP ${response.status} ${await response.text()}`);
  const text = await response.text(); // empty for functions returning void (delete_poll)
  return (text ? JSON.parse(text) : null) as T;
}

export interface ApiPoll {
  id: string;
  options: { id: string; text: string }[];
}

/**
 * A poll of `options` created by `host`, moved to voting, with one ballot per ranking (option texts).
 * `settings`: more of create_poll's arguments (seats, min_ranked, shuffle_ballots…).
 */
export async function pollWithVotes(
  host: string,
  title: string,
  options: string[],
  rankings: string[][],
  settings: Record<string, unknown> = {},
): Promise<ApiPoll> {
  const poll = await rpc<ApiPoll>(host, 'create_poll', { title, options, description: 'An embedded poll', category: 'Test', ...settings });
  const idOf = (text: string) => poll.options.find((option) => option.text === text)!.id;
  const voters = await Promise.all(rankings.map(() => anonymousVisitor()));
  for (const voter of voters) await rpc(voter, 'join_poll', { poll_id: poll.id });
  await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
  for (const [i, voter] of voters.entries()) await rpc(voter, 'submit_vote', { poll_id: poll.id, ranking: rankings[i]!.map(idOf) });
  return poll;
}

export async function castVote(poll: ApiPoll, ranking: string[]): Promise<void> {
  const voter = await anonymousVisitor();
  await rpc(voter, 'join_poll', { poll_id: poll.id });
  const idOf = (text: string) => poll.options.find((option) => option.text === text)!.id;
  await rpc(voter, 'submit_vote', { poll_id: poll.id, ranking: ranking.map(idOf) });
}

export async function endVoting(host: string, pollId: string): Promise<void> {
  await rpc(host, 'update_poll_status', { poll_id: pollId, status: 'completed' });
}

/**
 * What the host's open lobby does after a vote or join (mf-lobby's use-summary-flush.ts): ask the database to
 * push the room's summary, which is when embedded results hear the new number of votes; again after retryInMs.
 */
export async function flushRoomSummary(host: string, pollId: string): Promise<void> {
  for (;;) {
    const { retryInMs } = await rpc<{ retryInMs: number | null }>(host, 'flush_room_summary', { poll_id: pollId });
    if (retryInMs === null) return;
    await new Promise((resolve) => setTimeout(resolve, retryInMs));
  }
}
