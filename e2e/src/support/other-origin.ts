import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * A plain web server on its own port, standing for somebody's blog: it serves one HTML page that a test
 * sets, with no build tools and nothing of Runoff but what the page holds.
 */
export function useOtherOrigin() {
  let html = '<!doctype html><title>empty</title>';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
  });
  const listening = new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    /** Serves `body` inside a minimal page (with `head` extras) and returns its URL. */
    async page(body: string, head = '', lang = 'en'): Promise<string> {
      html = `<!doctype html>\n<html lang="${lang}">\n<head><meta charset="utf-8"><title>A page somewhere else</title>${head}</head>\n<body>\n<h1>Our school's news</h1>\n${body}\n</body>\n</html>\n`;
      return `${await listening}/`;
    },
  };
}
