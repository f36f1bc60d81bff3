import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { anonymousVisitor, endVoting, rpc, signIn, type ApiPoll } from './support/poll-api';
import { joinInDialog, shownRanking } from './support/polls';

/** Eight options: 40,320 start orders, so an order matched by chance is out of the question. */
const OPTIONS = ['Apples', 'Bananas', 'Cherries', 'Dates', 'Figs', 'Grapes', 'Kiwis', 'Lemons'];

interface Participant {
  id: string;
  name: string;
}
interface Results {
  ballots: Array<{ ranking: string[]; count: number }>;
}

/**
 * The attack of issue 29, as a classmate would run it: the start order the lobby used to give each voter,
 * computed from ids the API hands to everyone in the poll (the poll id and each participant id from
 * get_participants): FNV-1a into mulberry32, then Fisher–Yates, as mf-lobby's ballot-order.ts did.
 */
function orderFromIds(optionIds: readonly string[], pollId: string, participantId: string): string[] {
  let h = 0x811c9dc5;
  const text = `${pollId}\u0000${participantId}`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  let state = h >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = [...optionIds];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Issue 29, "Secret ballots stay secret": with fair ballots each voter's ballot starts in an order of its own.
 * A voter who submits it as shown must not be named by anyone else in the poll: the order comes from a
 * secret only the voter's device holds, never from ids others can read.
 */
describe('fair ballots name nobody', () => {
  useServedApps();
  const session = useBrowser();

  it('a participant holding get_participants and the public results cannot name a voter who submitted the order shown', async () => {
    const { page } = session;
    const host = await signIn(await registerAccount('host'));
    const poll = await rpc<ApiPoll>(host, 'create_poll', { title: 'Fruit for the class', options: OPTIONS, shuffle_ballots: true });
    const idOf = (text: string) => poll.options.find((option) => option.text === text)!.id;

    // Everything the voter's page sends, to show that the secret never leaves the device.
    const sent: string[] = [];
    page.on('request', (request: Request) => sent.push(`${request.method()} ${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`));

    // Vera joins through the real page; a classmate (the attacker) and two others join through the API.
    await page.goto(`${shellUrl}/polls/${poll.id}/vote`);
    await joinInDialog(page, 'Vera');
    const classmate = await anonymousVisitor();
    await rpc(classmate, 'join_poll', { poll_id: poll.id });
    const others = [await anonymousVisitor(), await anonymousVisitor()];
    for (const other of others) await rpc(other, 'join_poll', { poll_id: poll.id });
    await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });

    // Vera's ballot starts in an order of its own, the same after a reload; she submits it without moving anything.
    await page.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
    const shown = await shownRanking(page);
    expect([...shown].sort()).toEqual(OPTIONS);
    await page.reload();
    await page.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
    expect(await shownRanking(page)).toEqual(shown);
    await page.getByRole('button', { name: 'Submit Vote' }).click();
    await page.getByText('Vote submitted successfully!').waitFor();

    // The others vote the list order and its reverse; the classmate votes too.
    await rpc(others[0]!, 'submit_vote', { poll_id: poll.id, ranking: OPTIONS.map(idOf) });
    await rpc(others[1]!, 'submit_vote', { poll_id: poll.id, ranking: [...OPTIONS].reverse().map(idOf) });
    await rpc(classmate, 'submit_vote', { poll_id: poll.id, ranking: [...OPTIONS.slice(1), OPTIONS[0]!].map(idOf) });
    await endVoting(host, poll.id);

    // The classmate's attack: every participant's start order from the ids, matched against the ballots cast once.
    const participants = await rpc<Participant[]>(classmate, 'get_participants', { poll_id: poll.id });
    const results = await rpc<Results>(classmate, 'get_poll_results', { poll_id: poll.id });
    const veras = shown.map(idOf);
    expect(results.ballots).toContainEqual({ ranking: veras, count: 1 });
    const optionIds = [...poll.options].map((option) => option.id);
    const singles = results.ballots.filter((ballot) => ballot.count === 1).map((ballot) => ballot.ranking.join());
    const named = participants.filter((participant) => singles.includes(orderFromIds(optionIds, poll.id, participant.id).join()));
    expect(named.map((participant) => participant.name)).toEqual([]);
    const vera = participants.find((participant) => participant.name === 'Vera')!;
    expect(orderFromIds(optionIds, poll.id, vera.id)).not.toEqual(veras);

    // The seed is this device's secret, kept under Vera's identity and never sent to the server.
    const secret = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith(':ballot-order-secret'));
      return key === undefined ? null : localStorage.getItem(key);
    });
    expect(secret).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((request) => request.includes(secret!))).toEqual([]);
  });
});
