import http from 'node:http';
import { renderMailbox, type Mailbox } from './mailbox.js';

export interface MailCatcher {
  url: string;
  close(): Promise<void>;
}

/**
 * The development mail catcher, like the Supabase CLI's Inbucket/Mailpit on 54324: its own port,
 * bound to 127.0.0.1 only, never reachable through the API gateway (the messages hold reset links).
 * GET / is the page for a developer's browser, GET /messages.json the same for tests and tools;
 * both take ?email= to show one address.
 */
export async function startMailCatcher(mailbox: Mailbox, port: number): Promise<MailCatcher> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ message: 'Method not allowed' }));
    }
    const messages = mailbox.list(url.searchParams.get('email'));
    if (url.pathname === '/messages.json') {
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ messages }));
    }
    if (url.pathname === '/') {
      res.writeHead(200, {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      });
      return res.end(renderMailbox(messages));
    }
    res.writeHead(404, { ...headers, 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'Not found' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} (the local mail catcher) is already in use. Choose another with RUNOFF_MAIL_PORT=<port>.`)
          : error,
      ),
    );
    server.listen({ port, host: '127.0.0.1' }, resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
