import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { distDir, root } from '@runoff/harness/apps';
import { registerAccount, submitLogin, userMenuButton } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { buildChangedRemote, removeChangedBuilds } from './support/redeploy';

/**
 * A remote deployed alone, built against another release of @runoff/platform than the shell's
 * (docs/federation.md, "Versions"). The shell is the production build of the workspace; only mf_auth is
 * rebuilt, from a copy whose @runoff/platform says it is another version. Only the platform's version is
 * checked at run time: the federation contracts (@runoff/contracts) are types, in no bundle and no share scope.
 */
const shellPlatform = (JSON.parse(fs.readFileSync(path.join(root, 'shared', 'platform', 'package.json'), 'utf8')) as { version: string }).version;
const [major, minor, patch] = shellPlatform.split('.').map(Number) as [number, number, number];
const newerMinor = `${major}.${minor + 1}.0`;
const newerMajor = `${major + 1}.0.0`;
// The release before the shell's, within its major.
const older = minor > 0 ? `${major}.${minor - 1}.0` : `${major}.0.${patch - 1}`;

const loginHeading = 'Sign in to your account';
const authFallback = '[data-remote-fallback="mf_auth"]';

/** The versions of @runoff/platform/auth the page has loaded (one, the shell's, when the singleton holds). */
function loadedPlatformVersions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Scope = Record<string, Record<string, { loaded?: boolean; from?: string }>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Scope>> } }).__FEDERATION__.__SHARE__;
    const loaded = new Set<string>();
    for (const scopes of Object.values(share)) {
      for (const [version, entry] of Object.entries(scopes.default?.['@runoff/platform/auth'] ?? {})) if (entry.loaded) loaded.add(version);
    }
    return [...loaded];
  });
}

describe('version skew between the shell and a remote deployed alone', () => {
  const apps = useServedApps();
  const session = useBrowser();

  afterAll(() => removeChangedBuilds());

  /** Serves mf_auth built against @runoff/platform `version`, showing `marker` on its login page; restores the real build after `run`. */
  async function withAuthBuiltAgainst(version: string, run: (marker: string) => Promise<void>): Promise<void> {
    expect(version).not.toBe(shellPlatform);
    const marker = `mf_auth built against @runoff/platform ${version}`;
    const dist = await buildChangedRemote('mf_auth', { exposeFile: 'login-page.tsx', marker, platformVersion: version });
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string; requiredVersion?: string }[] };
    expect(manifest.shared.find((shared) => shared.name === '@runoff/platform/auth')?.version).toBe(version);
    // The contracts (@runoff/contracts) are types only: a prop change bumps them, never what the runtime checks.
    expect(manifest.shared.map((shared) => shared.name).filter((name) => name.startsWith('@runoff/contracts'))).toEqual([]);
    const auth = apps.app('mf_auth');
    await auth.stop();
    await auth.start(dist);
    try {
      await run(marker);
    } finally {
      await auth.stop();
      await auth.start(distDir('mf_auth'));
    }
  }

  /** The skewed remote works with the shell's one platform: it renders, and signing in through it signs the shell's header in. */
  async function signInThroughSkewedRemote(marker: string): Promise<void> {
    const { page } = session;
    const account = await registerAccount('skew');
    await page.goto(`${shellUrl}/login`);
    await page.getByRole('heading', { name: loginHeading }).waitFor();
    expect(await page.getByTestId('redeploy-marker').textContent()).toBe(marker);
    expect(await loadedPlatformVersions(page)).toEqual([shellPlatform]);

    await submitLogin(page, account);
    await page.waitForURL(`${shellUrl}/dashboard`);
    // The shell's header shows the account the remote signed in (Playwright waits for it, up to 15 s).
    await userMenuButton(page).filter({ hasText: account.username }).waitFor();
    expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
  }

  it(`runs a remote built against a newer minor (${newerMinor}) in the shell of ${shellPlatform}, on the shell's platform`, async () => {
    await withAuthBuiltAgainst(newerMinor, signInThroughSkewedRemote);
  });

  it(`keeps an older remote (${older}) working in the newer shell of ${shellPlatform}`, async () => {
    await withAuthBuiltAgainst(older, signInThroughSkewedRemote);
  });

  it(`refuses a remote that needs a newer major (${newerMajor}): its area falls back, saying why, and the fixed deploy loads on the next page load`, async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(shellUrl);
    await page.getByRole('heading', { level: 1, name: 'Ranked-choice polls for anything' }).waitFor();

    await withAuthBuiltAgainst(newerMajor, async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
      const fallback = page.locator(authFallback);
      await fallback.waitFor();
      expect(await fallback.getByRole('heading').textContent()).toBe('The account area is unavailable right now');
      expect(await fallback.locator('[data-remote-failure="incompatible"]').textContent()).toContain(
        `mf_auth/login-page needs @runoff/platform ^${newerMajor}, and this page provides ${shellPlatform}`,
      );
      // Never silently: nothing of the remote rendered, and the console says what happened.
      expect(await page.getByTestId('redeploy-marker').count()).toBe(0);
      expect(errors.some((text) => text.includes('[runoff] mf_auth failed'))).toBe(true);
      // The rest of the page keeps working.
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'How It Works' }).click();
      await page.getByRole('heading', { level: 1, name: 'How It Works' }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
      await page.locator(authFallback).waitFor();
    });

    // The team redeploys a build of the shell's major: the next page load runs it. (Retry on the same page
    // cannot: the refused remote's entry has already run there; docs/federation.md, "Versions".)
    await page.reload();
    await page.getByRole('heading', { name: loginHeading }).waitFor();
    expect(await page.locator(authFallback).count()).toBe(0);
    expect(await loadedPlatformVersions(page)).toEqual([shellPlatform]);
    expect(session.pageErrors).toEqual([]);
  });
});
