import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_GATEWAY_LIMITS, supabaseDir, type GatewayLimits, type StorageLimits } from './config.js';

/**
 * The per-IP Auth rate limits a lecture hall needs: everybody in the room comes from one NAT address, so
 * the defaults (30 anonymous sign-ins per hour per IP) would turn the 31st student away. docs/deployment.md
 * explains each value; hosted projects set the same numbers under Authentication → Rate Limits.
 */
export function roomRateLimits(roomSize: number): Record<string, number> {
  return {
    // Everyone signs in once, some twice (a second device, a closed tab): 2× the room.
    anonymous_users: Math.max(30, roomSize * 2),
    // Access tokens live an hour; a room that joined within minutes refreshes within the same 5 minutes.
    token_refresh: Math.max(150, Math.ceil(roomSize * 1.5)),
    // Hosts and people with accounts only; a room's anonymous participants do not count here.
    sign_in_sign_ups: 30,
  };
}

/**
 * The local gateway's per-address limits for a room behind one NAT address (docs/deployment.md, "A lecture
 * hall"): each phone holds its Realtime socket and one or two keep-alive HTTP connections, and a vote burst
 * may queue one request per person. PostgREST's share (requests in flight, per address and in all) stays as
 * shipped: it bounds PostgreSQL's pool, not the room. Hosted Supabase has no such per-address cap.
 */
export function roomGatewayLimits(roomSize: number): GatewayLimits {
  return {
    ...DEFAULT_GATEWAY_LIMITS,
    connectionsPerAddress: Math.max(DEFAULT_GATEWAY_LIMITS.connectionsPerAddress, roomSize * 3 + 100),
    queuedPerAddress: Math.max(DEFAULT_GATEWAY_LIMITS.queuedPerAddress, roomSize * 2),
  };
}

/**
 * The database's storage limit a room from one NAT address needs (private.storage_limits): everyone joins
 * once, some twice, as for anonymous sign-ins; never below the shipped 10,000 joins per address and hour.
 */
export function roomStorageLimits(roomSize: number): Partial<StorageLimits> {
  return { joinsPerAddress: Math.max(10_000, roomSize * 2) };
}

/** supabase/config.toml with the [auth.rate_limit] values replaced (keys not in the file are left alone). */
export function withRateLimits(configToml: string, limits: Record<string, number>): string {
  const lines = configToml.split('\n');
  let section = '';
  return lines
    .map((line) => {
      const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
      if (header) section = header[1]!;
      if (section !== 'auth.rate_limit') return line;
      const setting = /^(\s*)([a-z_0-9]+)(\s*=\s*)\d+(.*)$/.exec(line);
      if (!setting || !(setting[2]! in limits)) return line;
      return `${setting[1]}${setting[2]}${setting[3]}${limits[setting[2]!]}${setting[4]}`;
    })
    .join('\n');
}

/**
 * A Supabase workdir (`<root>/supabase/config.toml` + the project's migrations) configured for a room of
 * `roomSize` people. Pass `root` as the stack's `workdir`: the stack reads its Auth settings, and the
 * Supabase CLI its migrations, from there, exactly as from the project's own supabase/ folder.
 */
export function prepareRoomWorkdir(root: string, roomSize: number): string {
  const target = path.join(root, 'supabase');
  fs.mkdirSync(target, { recursive: true });
  const toml = fs.readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
  fs.writeFileSync(path.join(target, 'config.toml'), withRateLimits(toml, roomRateLimits(roomSize)));
  fs.cpSync(path.join(supabaseDir, 'migrations'), path.join(target, 'migrations'), { recursive: true });
  // config.toml's e-mail templates (content_path) are read from this folder.
  fs.cpSync(path.join(supabaseDir, 'templates'), path.join(target, 'templates'), { recursive: true });
  return root;
}
