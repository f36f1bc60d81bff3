import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseProjectConfig } from '../security/project-config.js';
import { supabaseDir } from './config.js';
import { hostedConfigToml } from './hosted-profile.js';
import { roomRateLimits, withRateLimits } from './room-config.js';

const projectToml = fs.readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');

describe('the hosted profile', () => {
  it('is the project config.toml with hosted defaults: confirmations on, one minute between mails, hosted rate limits', () => {
    const hosted = parseProjectConfig(hostedConfigToml(projectToml), {});
    expect(hosted.emailConfirmations).toBe(true);
    expect(hosted.emailMaxFrequencySeconds).toBe(60);
    expect(hosted.rateLimits).toEqual({ emailSent: 30, anonymousUsers: 30, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 });
    expect(hosted.siteUrl).toBe(parseProjectConfig(projectToml, {}).siteUrl);
  });

  it('leaves the developer profile (the project config.toml) as it is: autoconfirm, limits for a lecture hall', () => {
    const local = parseProjectConfig(projectToml, {});
    expect(local.emailConfirmations).toBe(false);
    expect(local.rateLimits.anonymousUsers).toBeGreaterThan(30);
  });

  it('takes a room’s limits raised in config, as docs/deployment.md tells a hosted owner', () => {
    const raised = parseProjectConfig(withRateLimits(hostedConfigToml(projectToml), roomRateLimits(1000)), {});
    expect(raised.rateLimits).toMatchObject({ anonymousUsers: 2000, tokenRefresh: 1500, signInSignUps: 30 });
    expect(raised.emailConfirmations).toBe(true);
  });
});
