import type { GatewayContext, HttpService } from '../gateway/context.js';

/** GoTrue-compatible /auth/v1. */
export function createAuthService(_ctx: GatewayContext): HttpService {
  return async (_req, res) => {
    res.writeHead(501, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'not_implemented', message: 'auth is being written' }));
  };
}
