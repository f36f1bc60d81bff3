/**
 * One voter's whole path over HTTP, with the requests supabase-js makes from the join page and the lobby
 * (mf-lobby/src/features/{join,vote}/api, shared/platform/src/auth): the poll (get_poll, with the anon key, before
 * any session), the anonymous sign-in (auth-js signInAnonymously: POST /auth/v1/signup without e-mail),
 * join_poll, the vote panel's get_participant_status, and submit_vote. Plain fetch (Node's built-in undici,
 * keep-alive by default), with the headers supabase-js sends, so the client costs little CPU of the 2 cores.
 */

export const STEPS = ['get_poll', 'sign_in', 'join_poll', 'participant_status', 'submit_vote'] as const;
export type Step = (typeof STEPS)[number];

export interface Target {
  url: string;
  anonKey: string;
  pollId: string;
  options: number;
}

class RequestFailed extends Error {
  constructor(
    readonly step: Step,
    readonly status: number,
    body: string,
  ) {
    super(`${step}: HTTP ${status} ${body.slice(0, 200)}`);
  }
}

const headersFor = (anonKey: string, token: string | null) => ({
  apikey: anonKey,
  authorization: `Bearer ${token ?? anonKey}`,
  'content-type': 'application/json',
  'x-client-info': 'supabase-js-node/2.119.1',
});

async function call<T>(step: Step, url: string, anonKey: string, token: string | null, body: unknown, extra: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { ...headersFor(anonKey, token), ...extra }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new RequestFailed(step, response.status, text);
  return (text ? JSON.parse(text) : null) as T;
}

/** A full ranking in random order: every option exactly once. */
function shuffled(n: number): string[] {
  const ids = Array.from({ length: n }, (_, i) => `option_${i + 1}`);
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

/** Runs one voter's path; records each step's milliseconds into `timings`. */
export async function castOneVote(target: Target, timings: Record<Step, number[]>): Promise<void> {
  const { url, anonKey, pollId } = target;
  const rpc = (fn: string) => `${url}/rest/v1/rpc/${fn}`;
  const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    timings[step].push(performance.now() - started);
    return result;
  };
  await timed('get_poll', () => call('get_poll', rpc('get_poll'), anonKey, null, { poll_id: pollId }));
  const session = await timed('sign_in', () =>
    call<{ access_token: string }>('sign_in', `${url}/auth/v1/signup`, anonKey, null, { data: {}, gotrue_meta_security: {} }, {
      'x-supabase-api-version': '2024-01-01',
    }),
  );
  const token = session.access_token;
  const participant = await timed('join_poll', () => call<{ id: string }>('join_poll', rpc('join_poll'), anonKey, token, { poll_id: pollId }));
  await timed('participant_status', () =>
    call('participant_status', rpc('get_participant_status'), anonKey, token, { poll_id: pollId, participant_id: participant.id }),
  );
  await timed('submit_vote', () => call('submit_vote', rpc('submit_vote'), anonKey, token, { poll_id: pollId, ranking: shuffled(target.options) }));
}
