import type { RateLimiter } from '../security/rate-limit.js';
import type { HttpService } from '../http/service.js';
import { addressOf } from '../http/client-address.js';
import { badRequest, errorAnswer } from './errors.js';
import { header, sendJson } from './http.js';
import { createAuthLimits, limit, type AuthLimits } from './limits.js';
import { logout } from './routes/logout.js';
import { magicLink, otp } from './routes/otp.js';
import { recover } from './routes/recover.js';
import { health, settings } from './routes/settings.js';
import { signup } from './routes/signup.js';
import { token } from './routes/token.js';
import { getUser, updateUser } from './routes/user.js';
import { verifyGet, verifyPost } from './routes/verify.js';
import { notImplemented } from './not-implemented.js';
import type { AuthContext, AuthServiceContext, Route } from './service-context.js';

const routes: Record<string, Route> = {
  'GET /health': health,
  'GET /settings': settings,
  'POST /signup': signup,
  'POST /token': token,
  'GET /user': getUser,
  'PUT /user': updateUser,
  'POST /logout': logout,
  'POST /recover': recover,
  'POST /otp': otp,
  'POST /magiclink': magicLink,
  'GET /verify': verifyGet,
  'POST /verify': verifyPost,
};

/**
 * GoTrue's per-address limiters in front of the routes they guard (internal/api/api.go). /signup and
 * /token choose theirs by what the request asks for, as GoTrue does inside those handlers.
 */
const limiters: Record<string, (limits: AuthLimits, url: URL) => RateLimiter | null> = {
  'POST /recover': (l) => l.otp,
  'POST /otp': (l) => l.otp,
  'POST /magiclink': (l) => l.otp,
  'PUT /user': (l) => l.otp,
  'GET /verify': (l) => l.verify,
  'POST /verify': (l) => l.verify,
  'POST /token': (l, url) => (['password', 'refresh_token'].includes(url.searchParams.get('grant_type') ?? '') ? l.token : null),
};

/**
 * GoTrue-compatible /auth/v1: the subset of the Supabase Auth API that auth-js 2.119 calls for
 * e-mail/password, anonymous sign-in, sessions and password recovery. Mail goes to the mailer (the
 * loopback-only catcher, or SMTP); nothing here serves it.
 */
export function createAuthService(ctx: AuthServiceContext): HttpService {
  const auth: AuthContext = { config: ctx.config, db: ctx.authDb, mailer: ctx.mailer, limits: createAuthLimits(ctx.config) };
  return async (req, res, path, url) => {
    const key = `${req.method} ${path.replace(/(.)\/+$/, '$1') || '/'}`;
    const route = routes[key];
    try {
      // PostgreSQL text cannot hold U+0000; a query parameter carrying one is refused, not a 500.
      if (url.search.includes('%00') || url.pathname.includes('%00')) {
        throw badRequest('validation_failed', 'Request must not contain NUL characters');
      }
      if (!route) return notImplemented(req, path);
      const limiter = limiters[key]?.(auth.limits, url);
      if (limiter) limit(limiter, addressOf(req));
      await route(req, res, url, auth);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      const answer = errorAnswer(error, header(req, 'x-supabase-api-version'));
      if (answer.status >= 500) console.error('[auth]', error);
      sendJson(res, answer.status, answer.body, answer.headers);
    }
  };
}

