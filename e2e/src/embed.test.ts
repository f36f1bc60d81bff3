import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { e2e, shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { useOtherOrigin } from './support/other-origin';
import { castVote, endVoting, flushRoomSummary, pollWithVotes, rpc, signIn } from './support/poll-api';

const resultsUrl = `http://localhost:${e2e.ports.mf_results}`;
const snippet = (pollId: string) =>
  `<script type="module" src="${resultsUrl}/embed.js"></script>\n<runoff-results poll-id="${pollId}"></runoff-results>`;
const hostile = '<style>* { color: red !important; display: block !important; font-family: serif !important }</style>';

// Pizza wins in round 2 once Tacos' ballot moves: two rounds for the panel and the animation to show.
const rankings = [
  ['Pizza', 'Sushi', 'Tacos'],
  ['Pizza', 'Tacos', 'Sushi'],
  ['Sushi', 'Pizza', 'Tacos'],
  ['Sushi', 'Tacos', 'Pizza'],
  ['Tacos', 'Pizza', 'Sushi'],
];

async function completedPoll(title: string) {
  const host = await signIn(await registerAccount('embedhost'));
  const poll = await pollWithVotes(host, title, ['Pizza', 'Sushi', 'Tacos'], rankings);
  await endVoting(host, poll.id);
  return poll;
}

/** The Election Summary's "Report Generated" value: the time of each read. */
function reportGenerated(scope: Locator) {
  return scope.locator('dt', { hasText: 'Report Generated' }).locator('xpath=following-sibling::dd');
}

function embed(page: Page) {
  return page.locator('runoff-results');
}

/** The names of the page's dedicated workers: the count's is 'runoff-count' (shared/results-count). */
async function workerNames(page: Page): Promise<string[]> {
  return Promise.all(page.workers().map((worker) => worker.evaluate(() => self.name)));
}

/** Computed styles of the embed's parts, read inside its shadow root. */
async function embedStyles(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('runoff-results')!.shadowRoot!;
    const props = ['color', 'display', 'font-family', 'font-size', 'background-color', 'padding-top', 'border-top-width'];
    const pick = (el: Element | null) => {
      if (!el) return null;
      const style = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    };
    return {
      root: pick(root.querySelector('[data-theme]')),
      title: pick(root.querySelector('h2')),
      winner: pick(root.querySelector('[aria-labelledby="winner-title"] p')),
      table: pick(root.querySelector('table')),
      cell: pick(root.querySelector('td')),
      button: pick(root.querySelector('button')),
    };
  });
}

describe('results embedded on another site', () => {
  useServedApps();
  const session = useBrowser();
  const site = useOtherOrigin();

  it('shows a completed poll from a page on another origin holding only the snippet, and plays the count', async () => {
    const poll = await completedPoll('Lunch on the blog');
    const { page } = session;
    await page.goto(await site.page(snippet(poll.id)));

    const results = embed(page);
    await results.getByRole('heading', { name: 'Lunch on the blog' }).waitFor();
    await results.getByText('Won with the highest support after 2 round(s) of counting.').waitFor();
    expect(await results.locator('[aria-labelledby="winner-title"]').textContent()).toContain('Pizza');
    await results.getByRole('heading', { name: 'Election Summary' }).waitFor();
    await results.getByRole('heading', { name: 'Rounds Breakdown' }).waitFor();
    await results.getByRole('img', { name: /^Final round votes: Pizza 3, Sushi 2/ }).waitFor();
    // Counted off the page's main thread: in a worker the page started from a blob (it sits on another origin).
    expect(await workerNames(page)).toContain('runoff-count');
    // The page's own document got neither our styles nor our elements.
    expect(await page.evaluate(() => document.head.querySelectorAll('style, link[rel=stylesheet]').length)).toBe(0);

    await results.getByRole('button', { name: 'Play Count Animation' }).click();
    const dialog = results.getByRole('dialog', { name: 'Vote Calculation Animation' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.querySelectorAll('[role=dialog]').length)).toBe(0); // inside the shadow root
    await dialog.getByLabel('Speed').selectOption('4');
    await dialog.getByText(/Pizza won with 3 of 5 votes after 2 round\(s\) of counting/).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close Animation' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(session.pageErrors).toEqual([]);
  });

  it('shows an election: the winners in order of election, and the count ending with them', async () => {
    const host = await signIn(await registerAccount('embedhost'));
    // 3 seats, quota 2; partial rankings. Ada 3 and Cy 2 are elected in round 1, Bo takes the last seat.
    const election = [['Ada', 'Bo'], ['Ada', 'Cy'], ['Ada', 'Bo', 'Cy', 'Di'], ['Bo', 'Di'], ['Cy', 'Ada', 'Bo', 'Di'], ['Di', 'Cy'], ['Cy', 'Di']];
    const poll = await pollWithVotes(host, 'Board on the blog', ['Ada', 'Bo', 'Cy', 'Di'], election, { seats: 3, min_ranked: 2 });
    await endVoting(host, poll.id);
    const { page } = session;
    await page.goto(await site.page(snippet(poll.id)));

    const results = embed(page);
    const winners = results.getByRole('list', { name: 'Winners in order of election' });
    await winners.waitFor();
    expect(await winners.getByRole('listitem').allTextContents()).toEqual(['Ada elected in round 1', 'Cy elected in round 1', 'Bo elected in round 3']);
    // In the describer's words (@runoff/explain), as in the app: votes to 2 decimals, the exact ones in a tooltip.
    const transfer = results.getByTestId('round-1-transfers').getByRole('listitem').first();
    expect(await transfer.textContent()).toBe(
      "The surplus of Ada (1 vote above the quota) passes on at 0.3333 of each ballot's value: 0.67 to Bo, 0.33 exhausted (no further choice), and 0.0001 lost to rounding down (residual surplus).",
    );
    expect(await transfer.getAttribute('title')).toBe(
      "The surplus of Ada (1 vote above the quota) passes on at 0.3333 of each ballot's value: 0.6666 to Bo, 0.3333 exhausted (no further choice), and 0.0001 lost to rounding down (residual surplus).",
    );

    await results.getByRole('button', { name: 'Play Count Animation' }).click();
    const dialog = results.getByRole('dialog', { name: 'Vote Calculation Animation' });
    await dialog.getByLabel('Speed').selectOption('4');
    const finalBox = dialog.getByRole('region', { name: 'Winners: 3 seats' });
    await finalBox.waitFor({ timeout: 120_000 });
    expect(await finalBox.getByRole('listitem').allTextContents()).toEqual(['Ada', 'Cy', 'Bo']);
    expect(session.pageErrors).toEqual([]);
  }, 180_000);

  it('counts on the page itself, in slices, where the page’s CSP allows no worker', async () => {
    const poll = await completedPoll('Lunch without workers');
    const { page } = session;
    await page.goto(await site.page(snippet(poll.id), `<meta http-equiv="Content-Security-Policy" content="worker-src 'none'">`));
    const results = embed(page);
    await results.getByRole('img', { name: /^Final round votes: Pizza 3, Sushi 2/ }).waitFor();
    expect(await results.locator('[aria-labelledby="winner-title"]').textContent()).toContain('Pizza');
    expect(await workerNames(page)).toEqual([]);
    // count-worker.js ran as a plain script and left the count for the main thread.
    expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).__runoffCountResults)).toBe('function');
  });

  it('looks the same whatever the page’s CSS says', async () => {
    const poll = await completedPoll('Hostile styles');
    const { page } = session;
    // At the same place on both pages (the hostile rules move the page's own text): pixels compare exactly.
    const placed = `<div style="position: absolute; top: 0; left: 0; width: 760px">${snippet(poll.id)}</div>`;
    await page.goto(await site.page(placed));
    await embed(page).getByRole('heading', { name: 'Rounds Breakdown' }).waitFor();
    const calm = await embedStyles(page);
    // The results inside the embed's frame (the frame's rounded corners blend with the page behind them);
    // "Report Generated" is the time of each read, the one thing allowed to differ.
    const content = () => embed(page).getByRole('region', { name: 'Poll results' });
    const shot = () => content().screenshot({ mask: [reportGenerated(embed(page))], animations: 'disabled' });
    const calmShot = await shot();

    await page.goto(await site.page(placed, hostile));
    await embed(page).getByRole('heading', { name: 'Rounds Breakdown' }).waitFor();
    // The hostile rules do apply to the page itself...
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe('rgb(255, 0, 0)');
    // ...and not inside the embed.
    expect(await embedStyles(page)).toEqual(calm);
    expect(calm.title?.color).not.toBe('rgb(255, 0, 0)');
    expect((await shot()).equals(calmShot)).toBe(true);
  });

  it('keeps its text sizes on pages that set the root or every element’s font size, and explains each round', async () => {
    const poll = await completedPoll('Hostile font sizes');
    const { page } = session;
    // Every text the embed shows: each element's computed font size, read inside the shadow root.
    const sizes = () =>
      page.evaluate(() => {
        const root = document.querySelector('runoff-results')!.shadowRoot!;
        return [...root.querySelectorAll('[data-theme] *')]
          .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''))
          // Digits masked: "Report Generated" is the time of each read.
          .map((element) => `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 24).replace(/\d/g, '#')}: ${getComputedStyle(element).fontSize}`);
      });
    const shown = async (head = '') => {
      await page.goto(await site.page(snippet(poll.id), head));
      await embed(page).getByRole('heading', { name: 'Rounds Breakdown' }).waitFor();
      return sizes();
    };
    const plain = await shown();
    expect(plain.length).toBeGreaterThan(20);
    // The winner's name is 1.6 × the embed's 16px root: 25.6px, as on the plain page.
    expect(await embed(page).locator('[aria-labelledby="winner-title"] p').first().evaluate((p) => getComputedStyle(p).fontSize)).toBe('25.6px');
    // Each round explained in the describer's words (@runoff/explain), the same as the app's panel.
    expect(await embed(page).getByTestId('round-1-details').textContent()).toBe(
      'Pizza 2, Sushi 2, Tacos 1. No option reaches the quota of 3. Tacos has the fewest votes (1 vote) and is eliminated.',
    );
    expect(await embed(page).getByTestId('round-1-transfers').textContent()).toBe('The ballots of Tacos (1 vote) move to their next choice still in the count: 1 to Pizza.');

    for (const hostileSize of ['<style>html { font-size: 62.5% }</style>', '<style>* { font-size: 40px !important }</style>']) {
      const hostileSizes = await shown(hostileSize);
      // The rule does apply to the page's own text...
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontSize)).not.toBe('32px');
      // ...and not to a single text of the embed.
      expect(hostileSizes).toEqual(plain);
    }
  });

  it('shows the live number of votes of an open poll and switches to the results when the host ends voting', async () => {
    const host = await signIn(await registerAccount('embedlive'));
    const poll = await pollWithVotes(host, 'Live on the blog', ['Pizza', 'Sushi', 'Tacos'], rankings.slice(0, 2));
    const { page } = session;
    await page.goto(await site.page(snippet(poll.id)));
    const results = embed(page);
    const count = results.getByTestId('votes-cast');
    await results.getByText('votes cast so far').waitFor();
    expect(await count.textContent()).toBe('2');
    // Joined to the public topic: what follows arrives by Realtime, not by the fallback polling.
    await results.locator('[data-live="true"]').waitFor({ state: 'attached' });

    await castVote(poll, ['Tacos', 'Pizza', 'Sushi']);
    // The count goes out with the room's summaries (never per ballot): the host's lobby pushes one after a vote.
    await flushRoomSummary(host, poll.id);
    await results.getByTestId('votes-cast').filter({ hasText: '3' }).waitFor();

    await endVoting(host, poll.id);
    await results.getByText('Won with the highest support after 1 round(s) of counting.').waitFor();
    expect(await results.locator('[aria-labelledby="winner-title"]').textContent()).toContain('Pizza');
    expect(session.pageErrors).toEqual([]);
  });

  it('says so when the host deletes the poll while the page is open', async () => {
    const host = await signIn(await registerAccount('embeddelete'));
    const poll = await pollWithVotes(host, 'Soon gone', ['Pizza', 'Sushi', 'Tacos'], rankings.slice(0, 1));
    const { page } = session;
    await page.goto(await site.page(snippet(poll.id)));
    const results = embed(page);
    // The page shows the poll, and listens: only then is it "open" when the poll goes. (Waiting for the topic
    // alone was the cause of a failure seen once: the socket can join before the first read of the poll
    // answers; the deletion then came first, and the page rightly said "Poll not found", never having shown it.)
    await results.getByText('vote cast so far').waitFor();
    await results.locator('[data-live="true"]').waitFor({ state: 'attached' });
    await rpc(host, 'delete_poll', { poll_id: poll.id });
    await results.getByText('This poll has been deleted by its host. Its results are no longer available.').waitFor();
    expect(session.pageErrors).toEqual([]);
  });

  it('reads the deletion back when its event is lost on the way', async () => {
    const host = await signIn(await registerAccount('embedlost'));
    const poll = await pollWithVotes(host, 'Lost in transit', ['Pizza', 'Sushi', 'Tacos'], rankings.slice(0, 1));
    const { page } = session;
    await page.clock.install();
    // Everything the server sends reaches the page except the deletion.
    let dropped = 0;
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"poll_deleted"')) dropped += 1;
        else socket.send(message);
      });
    });
    await page.goto(await site.page(snippet(poll.id)));
    const results = embed(page);
    await results.getByText('vote cast so far').waitFor();
    await results.locator('[data-live="true"]').waitFor({ state: 'attached' });
    await rpc(host, 'delete_poll', { poll_id: poll.id });
    await expect.poll(() => dropped).toBe(1);
    expect(await results.getByText('vote cast so far').count()).toBe(1);
    // The live page reads the poll again within 30 s ± 25% by itself (watch-poll.ts, LIVE_REREAD_MS).
    await page.clock.fastForward(40_000);
    await results.getByText('This poll has been deleted by its host. Its results are no longer available.').waitFor();
    expect(session.pageErrors).toEqual([]);
  });

  it('mounts from code with options, and writes dates in the page’s language', async () => {
    const poll = await completedPoll('Mounted from code');
    const { page } = session;
    const body = `<div id="results"></div>
<script type="module">
  import { mount } from '${resultsUrl}/embed.js';
  mount(document.getElementById('results'), { pollId: '${poll.id}', theme: 'dark', hideRounds: true });
</script>`;
    await page.goto(await site.page(body, '', 'de-DE'));
    const results = page.locator('#results');
    await results.getByText('Won with the highest support after 2 round(s) of counting.').waitFor();
    expect(await results.getByRole('heading', { name: 'Rounds Breakdown' }).count()).toBe(0);
    await results.getByRole('heading', { name: 'Election Summary' }).waitFor();
    expect(await results.locator('[data-theme]').getAttribute('data-theme')).toBe('dark');
    // German dates: day.month.year.
    expect(await reportGenerated(results).textContent()).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}/);
    expect(session.pageErrors).toEqual([]);
  });

  it('offers on the Results tab the snippet that works, with Copy', async () => {
    const account = await registerAccount('embedtab');
    const poll = await pollWithVotes(await signIn(account), 'Snippet from the tab', ['Pizza', 'Sushi', 'Tacos'], rankings);
    await endVoting(await signIn(account), poll.id);
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shellUrl });
    await logIn(page, account);
    await page.goto(`${shellUrl}/polls/${poll.id}`);
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByText('Embed these results on another site').click();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(snippet(poll.id));

    await page.goto(await site.page(copied));
    await embed(page).getByText('Won with the highest support after 2 round(s) of counting.').waitFor();
    expect(session.pageErrors).toEqual([]);
  });
});
