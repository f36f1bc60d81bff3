import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import type { StackConfig } from '../config.js';
import type { AuthLimits } from './limits.js';
import type { Mailer } from './mailer.js';

/** What every auth route is given. */
export interface AuthContext {
  config: StackConfig;
  db: pg.Pool;
  mailer: Mailer;
  limits: AuthLimits;
}

export type Route = (req: IncomingMessage, res: ServerResponse, url: URL, auth: AuthContext) => Promise<void>;
