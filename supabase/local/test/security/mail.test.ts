import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../../src/auth/index.js';
import { smtpMailer } from '../../src/auth/mailer.js';
import { loadConfig } from '../../src/config/config.js';
import { mailTo, signedUpClient } from '../support/auth.js';
import { anonClient, rolePool, stack } from '../support/clients.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'];
const PATHS = [
  '/auth/v1/mailbox', '/auth/v1/mailbox.json', '/auth/v1/mailbox/', '/auth/v1/MAILBOX.json', '/auth/v1//mailbox.json',
  '/auth/v1/messages.json', '/mailbox', '/mailbox.json', '/messages.json', '/auth/v1/../mailbox.json',
  '/auth/v1/mailbox.json?email=x@example.com', '/rest/v1/mailbox', '/realtime/v1/mailbox',
];

describe('the development mail catcher', () => {
  it('is unreachable through the API port, whatever the path or method', async () => {
    const { email } = await signedUpClient();
    await anonClient().auth.resetPasswordForEmail(email);
    const [message] = await mailTo(email);
    expect(message).toBeDefined();
    for (const path of PATHS) {
      for (const method of METHODS) {
        const response = await fetch(`${stack.url}${path}`, { method, headers: { apikey: stack.anonKey } });
        const text = await response.text();
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(method === 'OPTIONS' ? 204 : 400);
        expect(text, `${method} ${path}`).not.toContain(message!.otp);
        expect(text, `${method} ${path}`).not.toContain(message!.link);
      }
    }
  });

  it('answers on its own port on 127.0.0.1, and on no other address', async () => {
    const url = new URL(stack.mailUrl);
    expect(url.hostname).toBe('127.0.0.1');
    const page = await fetch(`${stack.mailUrl}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${stack.mailUrl}/messages.json`)).status).toBe(200);
    // Another loopback address of this machine reaches a server listening on every interface, not this one.
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.2', port: Number(url.port) });
      socket.once('connect', () => { socket.destroy(); resolve(false); });
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});

describe('real e-mail through SMTP', () => {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  let smtp: SMTPServer;
  let server: http.Server;
  let authUrl: string;
  const authDb = rolePool('supabase_auth_admin');

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        callback(auth.username === 'runoff' && auth.password === 'secret' ? null : new Error('bad login'), { user: auth.username });
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const config = {
      ...loadConfig({ apiUrl: stack.url }),
      smtp: { host: '127.0.0.1', port: smtpPort, user: 'runoff', pass: 'secret', sender: 'polls@runoff.test', senderName: 'Runoff' },
    };
    const auth = createAuthService({ config, authDb, mailer: smtpMailer(config.smtp) });
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      void auth(req, res, url.pathname, url);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    authUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await new Promise<void>((resolve) => smtp.close(resolve));
    await authDb.end();
  });

  it('sends the reset e-mail with nodemailer to the configured server', async () => {
    const { email } = await signedUpClient();
    const response = await fetch(`${authUrl}/recover`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    expect(response.status).toBe(200);
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('polls@runoff.test');
    expect(mail!.data).toContain('Subject: Reset your password');
    // Quoted-printable: soft line breaks and '=' as '=3D'.
    expect(mail!.data.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]{56}&amp;type=recovery/);
    // Nothing went to the catcher.
    expect(await mailTo(email)).toEqual([]);
  });
});
