import type pg from 'pg';
import type { Mailer } from '../auth/mailer.js';
import type { StackConfig } from '../config/config.js';

/** What the gateway is given, and hands on to its services (REST proxy, auth, realtime). */
export interface GatewayContext {
  config: StackConfig;
  /**
   * A pool connected as the database superuser. It bypasses RLS: use it only for the gateway's
   * own bookkeeping (auth tables, realtime authorization runs `set local role` inside a transaction).
   */
  db: pg.Pool;
  /** A pool connected as supabase_auth_admin, the owner of the auth tables, as GoTrue connects on hosted. */
  authDb: pg.Pool;
  /** A superuser connection string, for services that need a dedicated client (LISTEN). */
  databaseUrl: string;
  /** Where auth e-mails go: the loopback-only mail catcher or real SMTP. */
  mailer: Mailer;
}
