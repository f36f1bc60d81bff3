import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '@runoff/harness/apps';
import { e2e, shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { buildChangedRemote, removeChangedBuilds } from './support/redeploy';

/** The mf_auth page these tests load; any remote page would do. */
const loginHeading = 'Sign in to your account';
const authFallback = '[data-remote-fallback="mf_auth"]';

/** A server that accepts connections and never answers: a remote that hangs rather than refuses. */
async function hangOn(port: number): Promise<() => Promise<void>> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

describe('federation', () => {
  const apps = useServedApps();
  const session = useBrowser();

  it('loads a remote page into the shell with one shared React', async () => {
    const { page } = session;
    await page.goto(`${shellUrl}/login`);
    await page.getByRole('heading', { name: loginHeading }).waitFor();
    // The remote rendered inside the shell's layout and router.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const reactVersions = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } })
        .__FEDERATION__.__SHARE__;
      const loaded = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const [version, entry] of Object.entries(scopes.default?.react ?? {})) if (entry.loaded) loaded.add(version);
      }
      return [...loaded];
    });
    expect(reactVersions).toHaveLength(1);
    expect(session.pageErrors).toEqual([]);
  });

  it('shows a fallback for a remote stopped mid-session while the rest works, and Retry recovers after restart', async () => {
    const { page } = session;
    const auth = apps.app('mf_auth');
    await page.goto(shellUrl);
    await page.getByRole('heading', { level: 1, name: 'Ranked-choice polls for anything' }).waitFor();

    await auth.stop();
    try {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
      const fallback = page.locator(authFallback);
      await fallback.waitFor();
      expect(await fallback.getByRole('heading').textContent()).toBe('The account area is unavailable right now');

      // Header, footer and the shell's own pages keep working.
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'How It Works' }).click();
      await page.getByRole('heading', { level: 1, name: 'How It Works' }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
      await page.locator(authFallback).waitFor();

      // Retry while still down: the same fallback, no crash.
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.locator(authFallback).waitFor();
    } finally {
      if (!auth.running()) await auth.start();
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(await page.locator(authFallback).count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });

  // The server below accepts and never answers: the browser alone would wait minutes. A fallback can only
  // come from the shell's own give-up (remote-timeout-plugin.ts's 4 s for the script, remote-loader.ts's 8 s
  // in all; their unit tests hold the numbers), so seeing it proves the bound without a stopwatch.
  it('gives up on a remote that hangs, by its own timeout, and Retry recovers', async () => {
    const { page } = session;
    const auth = apps.app('mf_auth');
    await page.goto(shellUrl);
    await page.getByRole('heading', { level: 1, name: 'Ranked-choice polls for anything' }).waitFor();

    await auth.stop();
    const release = await hangOn(e2e.ports.mf_auth);
    try {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
      // A hang guard far above the shell's 8 s and far below the browser's own wait.
      await page.locator(authFallback).waitFor({ timeout: 45_000 });
    } finally {
      await release();
      await auth.start();
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: loginHeading }).waitFor();
  });

  it('picks up a redeployed remote on reload, with the shell untouched', async () => {
    const { page } = session;
    const auth = apps.app('mf_auth');
    const shellIndex = path.join(distDir('shell'), 'index.html');
    const shellBefore = fs.statSync(shellIndex).mtimeMs;
    await page.goto(`${shellUrl}/login`);
    await page.getByRole('heading', { name: loginHeading }).waitFor();
    expect(await page.getByTestId('redeploy-marker').count()).toBe(0);

    const marker = `Redeployed build ${Date.now().toString(36)}`;
    const newDist = await buildChangedRemote('mf_auth', { exposeFile: 'login-page.tsx', marker });
    await auth.stop();
    await auth.start(newDist);
    try {
      await page.reload();
      expect(await page.getByTestId('redeploy-marker').textContent()).toBe(marker);
      await page.getByRole('heading', { name: loginHeading }).waitFor();
      expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBefore);
      expect(apps.app('shell').running()).toBe(true);
    } finally {
      await auth.stop();
      await auth.start(distDir('mf_auth'));
      removeChangedBuilds();
    }
  });
});
