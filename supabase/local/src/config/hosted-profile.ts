import fs from 'node:fs';
import path from 'node:path';
import { parseProjectConfig } from '../security/project-config.js';
import { supabaseDir, type StackConfig } from './config.js';
import { withRateLimits } from './room-config.js';

/**
 * The hosted profile of the local stack: what a new hosted Supabase project has out of the box, where the
 * project's own supabase/config.toml is developer-friendly (autoconfirm, limits raised for a lecture hall).
 *
 * - Auth: e-mail confirmations on (hosted's "Confirm email" is on for every new project), one minute between
 *   two e-mails of one kind to one user, and hosted's default rate limits per IP address (the Supabase CLI's
 *   template values, which are the dashboard's defaults: Authentication → Rate Limits).
 * - Realtime: a private channel's read policy is re-evaluated only when its client sends a new token
 *   (StackConfig.realtimeRecheckReadPolicy off), as hosted Realtime does.
 *
 * A room larger than these defaults allow is set up as docs/deployment.md tells a hosted owner: raise the
 * limits in config (`withRateLimits(hostedConfigToml(…), roomRateLimits(n))`, prepareHostedWorkdir's `limits`).
 */
const HOSTED_RATE_LIMITS: Record<string, number> = {
  // With the project's own SMTP server (docs/deployment.md); hosted's built-in sender allows 2 an hour to team members only.
  email_sent: 30,
  anonymous_users: 30,
  token_refresh: 150,
  sign_in_sign_ups: 30,
  token_verifications: 30,
};

/** Sets `key = value` in `[section]` of a config.toml, keeping every other line as it is. */
function withSetting(configToml: string, section: string, key: string, value: string): string {
  let current = '';
  let done = false;
  const lines = configToml.split('\n').map((line) => {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) current = header[1]!;
    if (current !== section || done) return line;
    const setting = new RegExp(`^(\\s*)${key}(\\s*=\\s*)[^#]*?(\\s*#.*)?$`).exec(line);
    if (!setting) return line;
    done = true;
    return `${setting[1]}${key}${setting[2]}${value}${setting[3] ?? ''}`;
  });
  if (!done) throw new Error(`config.toml has no ${key} in [${section}]`);
  return lines.join('\n');
}

/** The project's config.toml as a new hosted project would have it: confirmations on, hosted's limits. */
export function hostedConfigToml(configToml: string): string {
  let toml = withSetting(configToml, 'auth.email', 'enable_confirmations', 'true');
  toml = withSetting(toml, 'auth.email', 'max_frequency', '"1m0s"');
  return withRateLimits(toml, HOSTED_RATE_LIMITS);
}

/**
 * A Supabase workdir (`<root>/supabase/config.toml` + the project's migrations) for a stack of the hosted
 * profile; `limits` raises [auth.rate_limit] values as a hosted owner would for a big room. Pass `root` as
 * the stack's `workdir` with `profile: 'hosted'`.
 */
export function prepareHostedWorkdir(root: string, limits: Record<string, number> = {}): string {
  const target = path.join(root, 'supabase');
  fs.mkdirSync(target, { recursive: true });
  const toml = fs.readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
  fs.writeFileSync(path.join(target, 'config.toml'), withRateLimits(hostedConfigToml(toml), limits));
  // The project's migrations as they are now: a folder kept from an earlier start may hold renamed ones.
  fs.rmSync(path.join(target, 'migrations'), { recursive: true, force: true });
  fs.cpSync(path.join(supabaseDir, 'migrations'), path.join(target, 'migrations'), { recursive: true });
  // config.toml's e-mail templates (content_path) are read from this folder.
  fs.rmSync(path.join(target, 'templates'), { recursive: true, force: true });
  fs.cpSync(path.join(supabaseDir, 'templates'), path.join(target, 'templates'), { recursive: true });
  return root;
}

/**
 * The hosted profile as StackConfig values, for a gateway a test starts on an existing stack (the
 * integration tests' own gateways): what loadConfig gives a stack started on prepareHostedWorkdir's folder.
 */
export function hostedProfileConfig(limits: Record<string, number> = {}): Partial<StackConfig> {
  const toml = withRateLimits(hostedConfigToml(fs.readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8')), limits);
  const project = parseProjectConfig(toml, {});
  return {
    profile: 'hosted',
    realtimeRecheckReadPolicy: false,
    rateLimits: project.rateLimits,
    emailConfirmations: project.emailConfirmations,
    emailMaxFrequencySeconds: project.emailMaxFrequencySeconds,
    emailOtpLength: project.emailOtpLength,
    emailOtpExpirySeconds: project.emailOtpExpirySeconds,
  };
}
