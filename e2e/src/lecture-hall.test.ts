import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { withDatabase } from './support/database';
import { droppableConnection } from './support/droppable-connection';

/**
 * Issue 13 in the browser: a participant whose connection drops catches up and votes, a submit whose
 * answer is lost counts once, and a host lobby of 1,000 people renders a window of them.
 */
describe('a lecture hall in the browser', () => {
  useServedApps();
  const session = useBrowser();

  async function hostLobby(host: Page, title: string): Promise<string> {
    await logIn(host, await registerAccount('host'));
    await host.goto(`${shellUrl}/polls/create`);
    await host.getByLabel('Title').fill(title);
    await host.getByLabel('Option 1', { exact: true }).fill('Pizza');
    await host.getByLabel('Option 2', { exact: true }).fill('Sushi');
    await host.getByRole('button', { name: 'Create Poll' }).click();
    await host.waitForURL(/\/polls\/[0-9a-f-]{36}$/);
    const pollId = new URL(host.url()).pathname.split('/').pop()!;
    await host.getByRole('button', { name: 'Start Live Poll' }).click();
    await host.getByText('No participants have joined yet.').waitFor();
    return pollId;
  }

  async function joinAs(browser: Browser, pollId: string, name: string) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const connection = await droppableConnection(page, context);
    await page.goto(`${shellUrl}/polls/${pollId}/vote`);
    const dialog = page.getByRole('dialog', { name: 'Join Poll' });
    await dialog.getByLabel('Your Name').fill(name);
    await dialog.getByRole('button', { name: 'Join Poll' }).click();
    await page.getByText('Participants (1)').waitFor();
    return { context, page, connection };
  }

  async function storedBallots(pollId: string): Promise<number> {
    return withDatabase(async (db) => {
      const { rows } = await db.query<{ n: number }>(
        'select coalesce(sum(ballot_count), 0)::int as n from public.ballots where poll_id = $1',
        [pollId],
      );
      return rows[0]!.n;
    });
  }

  it('a participant who is offline when voting starts catches up and votes', async () => {
    const host = session.page;
    const pollId = await hostLobby(host, 'Offline lunch');
    const { context, page: participant, connection } = await joinAs(session.context.browser()!, pollId, 'Ada');
    try {
      await host.getByText('Ada').waitFor();

      await connection.drop();
      await participant.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();
      await host.getByRole('button', { name: 'Start Voting' }).click();
      await host.getByRole('button', { name: 'End Voting & Show Results' }).waitFor();

      await connection.restore();
      // Caught up from the server (the status_changed event was sent while the browser was offline).
      await participant.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
      await participant.getByRole('button', { name: 'Submit Vote' }).click();
      await participant.getByText('Vote submitted successfully!').waitFor();
      await host.getByText('Voted', { exact: true }).waitFor();
      // Live again: the channel rejoined by itself (realtime-js backs off up to 10 s between attempts).
      await participant.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor({ state: 'detached', timeout: 30_000 });
      expect(await storedBallots(pollId)).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('a submit whose answer is lost is retried, counts once and the voter is told', async () => {
    const host = session.page;
    const pollId = await hostLobby(host, 'Lost answer');
    const { context, page: participant } = await joinAs(session.context.browser()!, pollId, 'Grace');
    try {
      await host.getByText('Grace').waitFor();
      await host.getByRole('button', { name: 'Start Voting' }).click();
      await participant.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();

      // The first submit reaches the database, but its answer never reaches the browser.
      let delivered = 0;
      await participant.route(
        '**/rest/v1/rpc/submit_vote',
        async (route) => {
          const response = await route.fetch();
          if (response.ok()) delivered += 1;
          await route.abort('failed');
        },
        { times: 1 },
      );
      await participant.getByRole('button', { name: 'Submit Vote' }).click();
      await participant.getByText('Your vote was counted once').waitFor();
      await participant.getByText('Vote submitted successfully!').waitFor();
      expect(await participant.getByText('Vote Already Submitted').count()).toBe(0);
      expect(delivered).toBe(1);
      expect(await storedBallots(pollId)).toBe(1);
    } finally {
      await context.close();
    }
  });

  // "No long task over 200 ms" (issue 13) holds by construction, not by a stopwatch a loaded machine could
  // trip: joins arrive batched per animation frame (use-participants-batch.test.ts: a burst of 500 is one
  // render) and the list is virtualized (checked here: far fewer rows in the page than people). The long
  // tasks are printed for the record (docs/performance.md, "A lecture hall in the host's browser").
  it('a host lobby receiving 1,000 joins shows them all and keeps the page to a window of rows', async () => {
    const host = session.page;
    const pollId = await hostLobby(host, 'Lecture hall');
    // Long tasks from now on (not the page load): the arrival of the joins is what is measured.
    await host.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });

    await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (id, aud, role, is_anonymous)
         select gen_random_uuid(), 'authenticated', 'authenticated', true from generate_series(1, 1000) returning id`,
      );
      // Fifty people a statement, a statement every 50 ms: a hall filling up within a couple of seconds.
      for (let start = 0; start < rows.length; start += 50) {
        const chunk = rows.slice(start, start + 50);
        await db.query(
          // Rows take their joining order as inserted, so the list's order is Student 1, 2, 3…
          `insert into public.participants (poll_id, user_id, name)
           select $1, u.id, 'Student ' || (u.n + $3)
           from unnest($2::uuid[]) with ordinality as u (id, n) order by u.n`,
          [pollId, chunk.map((r) => r.id), start],
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    await host.getByRole('heading', { name: 'Participants (1000)' }).waitFor({ timeout: 30_000 });
    await host.getByText('Student 1', { exact: true }).waitFor();
    // Let the last frames and the debounced refetch run before reading the observer (for the printed figure).
    await host.waitForTimeout(1500);
    const longTasks = await host.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    console.log(`[lecture-hall] long tasks while 1,000 joined (ms, not asserted): ${longTasks.map((ms) => ms.toFixed(0)).join(', ') || 'none'}`);
    // Keyed, virtualized list: far fewer rows in the page than people in the poll.
    expect(await host.getByRole('listitem').filter({ hasText: 'Student' }).count()).toBeLessThan(200);
  });
});
