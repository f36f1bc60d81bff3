import pg from 'pg';
import { Mailbox } from '../../src/auth/mailbox.js';
import { catcherMailer } from '../../src/auth/mailer.js';
import { loadConfig, type StackConfig } from '../../src/config/config.js';
import { startGateway } from '../../src/gateway/server.js';
import { dedicatedApiPort, rolePool, stack } from './clients.js';

export interface OwnGateway {
  url: string;
  config: StackConfig;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/**
 * A second gateway on the test stack's database and PostgREST, with its own configuration: the real
 * config.toml auth limits (the shared stack raises them for the other tests) or small gateway limits,
 * so a test of a limit neither disturbs nor is disturbed by the rest of the suite.
 * `offset` picks its port: RUNOFF_API_PORT + offset (the restart test uses +100..+102).
 */
export async function startOwnGateway(offset: number, overrides: Partial<StackConfig> = {}): Promise<OwnGateway> {
  const apiPort = dedicatedApiPort(offset);
  const base = loadConfig({ apiPort, apiUrl: `http://localhost:${apiPort}`, postgrestPort: stack.postgrestPort });
  const config = { ...base, ...overrides };
  const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 10 });
  db.on('error', () => {});
  const authDb = rolePool('supabase_auth_admin');
  const mailbox = new Mailbox();
  const gateway = await startGateway({ config, db, authDb, databaseUrl: stack.databaseUrl, mailer: catcherMailer(mailbox) });
  return {
    url: config.apiUrl,
    config,
    mailbox,
    async close() {
      await gateway.close();
      await db.end();
      await authDb.end();
    },
  };
}
