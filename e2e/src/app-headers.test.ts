import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, shellUrl, useServedApps } from './support/apps';
import { logIn, registerAccount } from './support/accounts';
import { useBrowser } from './support/browser';

const appUrls = Object.values(e2e.ports).map((port) => `http://localhost:${port}`);

describe('security headers of the served apps', () => {
  useServedApps();
  const session = useBrowser();

  it('sends a CSP allowing exactly the apps and Supabase, no framing, Referrer-Policy and nosniff on every app', async () => {
    const supabase = new URL(e2e.supabaseUrl);
    for (const [name, port] of Object.entries(e2e.ports)) {
      const path = name === 'shell' ? '/dashboard' : '/mf-manifest.json';
      const response = await fetch(`http://localhost:${port}${path}`);
      expect(response.status, name).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      const directive = (key: string) => csp.split('; ').find((d) => d.startsWith(`${key} `))?.split(' ').slice(1) ?? [];
      expect(directive('frame-ancestors'), name).toEqual(["'none'"]);
      expect(directive('connect-src').sort(), name).toEqual(
        ["'self'", ...appUrls, supabase.origin, `ws://${supabase.host}`].sort(),
      );
      expect(directive('script-src').sort(), name).toEqual(["'self'", ...appUrls].sort());
      expect(directive('worker-src').sort(), name).toEqual(["'self'", 'blob:'].sort());
      expect(directive('object-src'), name).toEqual(["'none'"]);
      expect(response.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), name).toBe('DENY');
    }
  });

  describe('a page on another origin', () => {
    let attacker: http.Server;
    let attackerUrl = '';
    beforeAll(async () => {
      attacker = http.createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<!doctype html><title>Elsewhere</title><iframe id="victim" src="${shellUrl}/dashboard" width="800" height="600"></iframe>`);
      });
      // Any free port: another origin is all it must be.
      await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
      attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => attacker.close(resolve));
    });

    it('cannot frame the signed-in pages', async () => {
      const { page } = session;
      const account = await registerAccount('framed');
      await logIn(page, account);
      // Signed in: the dashboard renders in its own tab.
      await page.getByRole('navigation', { name: 'Main' }).waitFor();

      const fetched = page.waitForResponse((r) => r.url() === `${shellUrl}/dashboard` && r.status() === 200);
      await page.goto(attackerUrl);
      // The browser did fetch the page for the frame...
      await fetched;
      await page.waitForTimeout(1000);
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame).toBeDefined();
      // ...and refused to show it: no app in the frame, nothing of the dashboard readable.
      expect(frame!.url()).not.toBe(`${shellUrl}/dashboard`);
      const text = await frame!.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      expect(text).not.toContain('Dashboard');
      expect(await frame!.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    });
  });
});
