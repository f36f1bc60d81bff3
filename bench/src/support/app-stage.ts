/**
 * What the Lighthouse and first-load benchmarks measure against: the apps' production builds served as
 * `pnpm start` serves them (tooling/harness/src/serve-apps.ts: precompressed files, the same headers), a fresh
 * local stack, and a real poll whose /j/{code} link is what a participant's phone opens from the QR code.
 * Ports: RUNOFF_BENCH_PORT (the stack's API, default 18741; PostgreSQL +1, PostgREST +2, mail +3) and
 * RUNOFF_BENCH_APP_PORT_OFFSET (the apps', default 700).
 */
import { buildApps, portsWithOffset } from '@runoff/harness/apps';
import { serveApps } from '@runoff/harness/serve-apps';
import { portsFrom, startThrowawayStack } from '@runoff/supabase/throwaway-stack';
import { TEST_STACK_PORTS } from '@runoff/supabase/test-ports';

export interface Stage {
  shellUrl: string;
  /** The short link of a waiting poll: /j/{code}. */
  joinUrl: string;
  /** The same poll's join link: /polls/{id}/vote. */
  voteUrl: string;
  /** The short link of a session whose first question is open (issue 32). */
  sessionUrl: string;
  /** The stack's API (Auth, REST) and its public key: for a benchmark's own accounts and polls. */
  apiUrl: string;
  anonKey: string;
  stop(): Promise<void>;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A host account's request headers (a new account each call). */
async function hostHeaders(apiUrl: string, anonKey: string): Promise<Record<string, string>> {
  const json = { apikey: anonKey, 'content-type': 'application/json' };
  const email = `bench-host-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const session = await call<{ access_token: string }>(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'bench host password' }),
  });
  return { ...json, authorization: `Bearer ${session.access_token}` };
}

/** A host account, a poll as a host would create it, and its join code: the product's own SQL API. */
async function createPoll(apiUrl: string, anonKey: string): Promise<{ pollId: string; code: string }> {
  const host = await hostHeaders(apiUrl, anonKey);
  const poll = await call<{ id: string }>(`${apiUrl}/rest/v1/rpc/create_poll`, {
    method: 'POST',
    headers: host,
    body: JSON.stringify({
      title: 'Where should the team offsite be?',
      description: 'Rank the places you would like to go.',
      category: 'Team',
      options: ['Lisbon', 'Copenhagen', 'Kraków', 'Edinburgh', 'Valencia'],
    }),
  });
  const { joinCode } = await call<{ joinCode: string }>(`${apiUrl}/rest/v1/rpc/get_join_code`, {
    method: 'POST',
    headers: host,
    body: JSON.stringify({ poll_id: poll.id }),
  });
  return { pollId: poll.id, code: joinCode };
}

/** A session (issue 32) whose first question's voting is open: what a participant's phone joins into. */
async function createOpenSession(apiUrl: string, anonKey: string): Promise<{ code: string }> {
  const host = await hostHeaders(apiUrl, anonKey);
  const rpc = <T>(fn: string, body: unknown) => call<T>(`${apiUrl}/rest/v1/rpc/${fn}`, { method: 'POST', headers: host, body: JSON.stringify(body) });
  const session = await rpc<{ id: string; joinCode: string }>('create_session', { title: 'Team offsite' });
  await rpc('add_session_question', { session_id: session.id, title: 'Where should the team offsite be?', options: ['Lisbon', 'Copenhagen', 'Kraków', 'Edinburgh', 'Valencia'] });
  await rpc('move_session', { session_id: session.id, direction: 'next' });
  await rpc('set_session_voting', { session_id: session.id, open: true });
  return { code: session.joinCode };
}

export async function startStage(log: (line: string) => void): Promise<Stage> {
  const apiPort = Number(process.env.RUNOFF_BENCH_PORT ?? TEST_STACK_PORTS.bench.appStage);
  const ports = portsWithOffset(Number(process.env.RUNOFF_BENCH_APP_PORT_OFFSET ?? 700));
  // Reuses builds newer than their sources; the lead's re-run after a merge rebuilds what changed.
  await buildApps({ onlyStale: true, log: (line) => log(`build: ${line}`) });

  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const next of stops.splice(0).reverse()) await next().catch((error: unknown) => log(`stopping: ${String(error)}`));
  };
  try {
    const stack = await startThrowawayStack('bench-stage', {
      ...portsFrom(apiPort),
      siteUrl: `http://localhost:${ports.shell}`,
      corsOrigins: Object.values(ports).map((port) => `http://localhost:${port}`),
    });
    stops.push(() => stack.stop());
    const served = await serveApps({ ports, supabase: { url: stack.url, anonKey: stack.config.anonKey }, log: () => {} });
    stops.push(() => served.stop());
    const { pollId, code } = await createPoll(stack.url, stack.config.anonKey);
    const { code: sessionCode } = await createOpenSession(stack.url, stack.config.anonKey);
    log(`stack on ${stack.url}, shell on ${served.shellUrl}, poll code ${code}`);
    return {
      shellUrl: served.shellUrl,
      joinUrl: `${served.shellUrl}/j/${code}`,
      voteUrl: `${served.shellUrl}/polls/${pollId}/vote`,
      sessionUrl: `${served.shellUrl}/j/${sessionCode}`,
      apiUrl: stack.url,
      anonKey: stack.config.anonKey,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
