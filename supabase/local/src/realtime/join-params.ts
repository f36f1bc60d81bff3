import { randomUUID } from 'node:crypto';

/**
 * The phx_join payload as RealtimeWeb.Channels.Payloads.Join reads it. Like hosted, a payload that
 * does not parse does not refuse the join: the parts that parse are used and the rest default.
 */
export interface JoinParams {
  ackBroadcast: boolean;
  selfBroadcast: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
  isPrivate: boolean;
  postgresChanges: Record<string, unknown>[];
  /** access_token (or the older user_token) from the payload; undefined: use the API key. */
  accessToken: string | undefined;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Payloads.FlexibleBoolean: true/false or their string spellings. */
function flexibleBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.toLowerCase() === 'true';
  return false;
}

export function parseJoinParams(payload: unknown): JoinParams {
  const params = record(payload);
  const config = record(params.config);
  const broadcast = record(config.broadcast);
  const presence = record(config.presence);
  const key = presence.key;
  const token = params.access_token ?? params.user_token;
  return {
    ackBroadcast: flexibleBoolean(broadcast.ack),
    selfBroadcast: flexibleBoolean(broadcast.self),
    presenceEnabled: flexibleBoolean(presence.enabled),
    presenceKey: key === undefined || key === null || key === '' ? randomUUID() : String(key),
    isPrivate: flexibleBoolean(config.private),
    postgresChanges: Array.isArray(config.postgres_changes)
      ? config.postgres_changes.filter((p) => p !== null).map(record)
      : [],
    accessToken: typeof token === 'string' && !token.startsWith('sb_') ? token : undefined,
  };
}

/** `:erlang.phash2(params)` stands behind hosted ids; any stable number per filter serves the client. */
export function postgresChangeId(params: Record<string, unknown>): number {
  const text = JSON.stringify(params, Object.keys(params).sort());
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) >>> 0;
  return hash % 2 ** 27;
}
