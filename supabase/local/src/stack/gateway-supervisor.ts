import type { GatewayContext } from '../gateway/context.js';
import { startGateway, type Gateway } from '../gateway/server.js';
import { backoffMs, DEFAULT_POLICY, type SupervisorPolicy } from '../supervision/supervisor.js';

/**
 * The gateway's listeners (HTTP, and the Realtime WebSockets upgraded from it) run inside this process, so
 * "restart" means: close what is left of them and listen again. It happens when the listening socket dies,
 * and on request (restart()), which is what a redeploy of the gateway looks like to clients: every socket is
 * cut and supabase-js reconnects by itself.
 */
export class GatewaySupervisor {
  private gateway: Gateway | undefined;
  private stopping = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly policy: SupervisorPolicy;
  private restarting: Promise<void> | undefined;
  restarts = 0;

  private constructor(
    private readonly ctx: GatewayContext,
    private readonly log: (line: string) => void,
    policy: Partial<SupervisorPolicy> = {},
  ) {
    this.policy = { ...DEFAULT_POLICY, ...policy };
  }

  static async start(ctx: GatewayContext, log: (line: string) => void, policy?: Partial<SupervisorPolicy>): Promise<GatewaySupervisor> {
    const supervisor = new GatewaySupervisor(ctx, log, policy);
    supervisor.gateway = await supervisor.open();
    return supervisor;
  }

  private open(): Promise<Gateway> {
    return startGateway(this.ctx, { onListenerDied: (reason) => void this.died(reason) });
  }

  private async died(reason: string): Promise<void> {
    if (this.stopping || this.restarting) return;
    const dead = this.gateway;
    this.gateway = undefined;
    this.attempt += 1;
    const delay = backoffMs(this.attempt, this.policy);
    this.log(`supervisor: the gateway's listener on port ${this.ctx.config.apiPort} died (${reason}); restart attempt ${this.attempt} in ${delay} ms`);
    await dead?.close().catch(() => {});
    this.timer = setTimeout(() => void this.reopen(), delay);
  }

  private async reopen(): Promise<void> {
    if (this.stopping) return;
    try {
      this.gateway = await this.open();
    } catch (error) {
      this.attempt += 1;
      const delay = backoffMs(this.attempt, this.policy);
      this.log(`supervisor: the gateway could not listen again (${error instanceof Error ? error.message : String(error)}); restart attempt ${this.attempt} in ${delay} ms`);
      this.timer = setTimeout(() => void this.reopen(), delay);
      return;
    }
    this.restarts += 1;
    this.log(`supervisor: the gateway listens again on port ${this.ctx.config.apiPort} after restart attempt ${this.attempt}`);
    this.attempt = 0;
  }

  /** Closes every listener and socket and listens again, as a redeploy of the gateway would. */
  restart(): Promise<void> {
    this.restarting ??= (async () => {
      this.log(`supervisor: restarting the gateway on port ${this.ctx.config.apiPort} (every client socket is cut)`);
      await this.gateway?.close();
      this.gateway = undefined;
      try {
        this.gateway = await this.open();
      } catch (error) {
        // The port may still be held for a moment: keep trying with the backoff, as after a death.
        this.attempt += 1;
        const delay = backoffMs(this.attempt, this.policy);
        this.log(`supervisor: the gateway could not listen again (${error instanceof Error ? error.message : String(error)}); restart attempt ${this.attempt} in ${delay} ms`);
        this.timer = setTimeout(() => void this.reopen(), delay);
        return;
      }
      this.restarts += 1;
      this.log(`supervisor: the gateway listens again on port ${this.ctx.config.apiPort}`);
    })().finally(() => (this.restarting = undefined));
    return this.restarting;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.restarting?.catch(() => {});
    await this.gateway?.close();
    this.gateway = undefined;
  }
}
