import type { GatewayContext, HttpService } from '../gateway/context.js';
import { AuthError, errorAnswer } from './errors.js';
import { applyCors, header, sendJson } from './http.js';
import { Mailbox } from './mailbox.js';
import { logout } from './routes/logout.js';
import { mailboxJson, mailboxPage } from './routes/mailbox.js';
import { recover } from './routes/recover.js';
import { health, settings } from './routes/settings.js';
import { signup } from './routes/signup.js';
import { token } from './routes/token.js';
import { getUser, updateUser } from './routes/user.js';
import { verifyGet, verifyPost } from './routes/verify.js';
import type { AuthContext, Route } from './service-context.js';

const routes: Record<string, Route> = {
  'GET /health': health,
  'GET /settings': settings,
  'POST /signup': signup,
  'POST /token': token,
  'GET /user': getUser,
  'PUT /user': updateUser,
  'POST /logout': logout,
  'POST /recover': recover,
  'GET /verify': verifyGet,
  'POST /verify': verifyPost,
  'GET /mailbox': mailboxPage,
  'GET /mailbox.json': mailboxJson,
};

/**
 * GoTrue-compatible /auth/v1: the subset of the Supabase Auth API that auth-js 2.119 calls for
 * e-mail/password, anonymous sign-in, sessions and password recovery, plus a local mailbox.
 */
export function createAuthService(ctx: GatewayContext): HttpService {
  const auth: AuthContext = { config: ctx.config, db: ctx.authDb, mailbox: new Mailbox() };
  return async (req, res, path, url) => {
    if (applyCors(req, res)) return;
    const route = routes[`${req.method} ${path.replace(/(.)\/+$/, '$1') || '/'}`];
    try {
      if (!route) throw new AuthError(404, 'not_found', 'Not Found');
      await route(req, res, url, auth);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      const answer = errorAnswer(error, header(req, 'x-supabase-api-version'));
      if (answer.status >= 500) console.error('[auth]', error);
      sendJson(res, answer.status, answer.body, answer.headers);
    }
  };
}
