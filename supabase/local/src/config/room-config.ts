import fs from 'node:fs';
import path from 'node:path';
import { supabaseDir } from './config.js';

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
  return root;
}
