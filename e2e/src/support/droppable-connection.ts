import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';

/**
 * A participant's connection the test can drop. Chromium's offline emulation alone keeps an open WebSocket
 * delivering, so the page's realtime socket passes through a route: while dropped, nothing the server sends
 * reaches the page and the socket is closed, as a lost connection closes it; events sent meanwhile are gone.
 * Install before the page opens its socket (before goto).
 */
export async function droppableConnection(page: Page, context: BrowserContext) {
  let dropped = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (!dropped) socket.send(message);
    });
    sockets.push(socket);
  });
  return {
    async drop() {
      dropped = true;
      await context.setOffline(true);
      await Promise.all(sockets.splice(0).map((socket) => socket.close({ code: 4000, reason: 'connection dropped' })));
    },
    async restore() {
      dropped = false;
      await context.setOffline(false);
    },
  };
}
