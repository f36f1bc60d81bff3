import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.js';
import { Inbox, uniqueTopic, openClients } from '../support/realtime.js';

describe('postgres_changes bindings', () => {
  const clients = openClients();

  it('are acknowledged with ids so the channel subscribes, and a system message says changes are not delivered locally', async () => {
    const client = anonClient();
    clients.push(client);
    const statuses = new Inbox<string>();
    const system = new Inbox<{ extension: string; status: string; message: string }>();
    client
      .channel(uniqueTopic('changes'))
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'polls' }, () => {})
      .on('postgres_changes', { event: '*', schema: 'public', table: 'ballots', filter: 'poll_id=eq.1' }, () => {})
      .on('system', {}, (m) => system.push(m as never))
      .subscribe((status) => statuses.push(status));

    await statuses.next((s) => s === 'SUBSCRIBED');
    expect(statuses.items).not.toContain('CHANNEL_ERROR');
    const message = await system.next();
    expect(message).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(message.message).toMatch(/Broadcast/);
  });
});
