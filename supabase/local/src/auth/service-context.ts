import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import type { StackConfig } from '../config/config.js';
import type { AuthLimits } from './limits.js';
import type { Mailer } from './mailer.js';

/** What the gateway gives auth. */
export interface AuthServiceContext {
  config: StackConfig;
  /** A pool connected as supabase_auth_admin, the owner of the auth tables, as GoTrue connects on hosted. */
  authDb: pg.Pool;
  mailer: Mailer;
}

/** What every auth route is given. */
export interface AuthContext {
  config: StackConfig;
  db: pg.Pool;
  mailer: Mailer;
  limits: AuthLimits;
}

export type Route = (req: IncomingMessage, res: ServerResponse, url: URL, auth: AuthContext) => Promise<void>;
