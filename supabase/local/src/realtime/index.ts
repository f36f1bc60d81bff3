import type { GatewayContext, WebSocketService } from '../gateway/context.js';

/** Realtime protocol 2.0.0 at /realtime/v1/websocket. */
export function createRealtimeService(_ctx: GatewayContext): WebSocketService {
  return {
    handleUpgrade(_req, socket) {
      socket.destroy();
    },
    async close() {},
  };
}
