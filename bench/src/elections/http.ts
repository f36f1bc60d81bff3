/**
 * The bench's way to the API: each call one POST to /rest/v1/rpc/<name>, as supabase-js's rpc sends it,
 * with the anon key and, for a signed-in host, their access token. Times the whole round trip.
 */
export interface Api {
  url: string;
  anonKey: string;
}

export interface Timed<T> {
  ms: number;
  data: T;
  bytes: number;
}

export async function rpc<T>(api: Api, name: string, body: object, token = api.anonKey): Promise<Timed<T>> {
  const started = performance.now();
  const response = await fetch(`${api.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: api.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text.slice(0, 500)}`);
  return { ms, data: JSON.parse(text) as T, bytes: text.length };
}

/** A new e-mail account (confirmations are off locally), signed in with its password; its access token. */
export async function signUpHost(api: Api, email: string): Promise<{ id: string; token: string }> {
  const response = await fetch(`${api.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: api.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-battery', data: { username: 'Bench Host' } }),
  });
  const body = (await response.json()) as { access_token?: string; user?: { id: string } };
  if (!response.ok || !body.access_token || !body.user) throw new Error(`sign-up refused: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { id: body.user.id, token: body.access_token };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
export const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);
