import { describe, expect, it } from 'vitest';
import { registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { FIRST_LOAD_BUDGETS, formatFirstLoad, homeReady, joinReady, measureFirstLoad, sessionBallotReady, sessionJoinReady, type FirstLoad, type FirstLoadPage } from '@runoff/harness/first-load';
import { rpc, signIn } from './support/poll-api';

/**
 * Issue 10's first-load budgets on the production builds: gzip JS + CSS a phone fetches on a cold cache
 * for the home page and for the page a participant opens from the QR code, up to the Join Poll modal, and a
 * session's room (issue 32) up to its join form and, joined anonymously, up to the open question's ballot,
 * both within the join page's budget (docs/performance.md "First load").
 * The figures and the request list are printed; `pnpm bundle:weight` prints the same outside the tests.
 */
describe('the first load', () => {
  useServedApps();
  const session = useBrowser();

  function report(name: FirstLoadPage, load: FirstLoad) {
    console.log(formatFirstLoad(name, load));
    expect(load.requests.length).toBeGreaterThan(0);
    expect(load.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGETS[name]);
  }

  it(`home page (/) within ${FIRST_LOAD_BUDGETS.home / 1024} kB gzip JS+CSS`, async () => {
    const load = await measureFirstLoad(session.context.browser()!, shellUrl, homeReady);
    report('home', load);
  });

  it(`join page (/j/{code} up to the Join Poll modal) within ${FIRST_LOAD_BUDGETS.join / 1024} kB gzip JS+CSS`, async () => {
    const host = await signIn(await registerAccount('budget'));
    const poll = await rpc<{ id: string }>(host, 'create_poll', { title: 'Lunch?', options: ['Pizza', 'Sushi', 'Tacos'], description: '', category: 'Food' });
    const { joinCode } = await rpc<{ joinCode: string }>(host, 'get_join_code', { poll_id: poll.id });
    const load = await measureFirstLoad(session.context.browser()!, `${shellUrl}/j/${joinCode}`, joinReady, async (page) => {
      expect(new URL(page.url()).pathname).toBe(`/polls/${poll.id}/vote`);
    });
    report('join', load);
  });

  it(`join link (/polls/{id}/vote up to the Join Poll modal) within ${FIRST_LOAD_BUDGETS.vote / 1024} kB gzip JS+CSS`, async () => {
    const host = await signIn(await registerAccount('budget'));
    const poll = await rpc<{ id: string }>(host, 'create_poll', { title: 'Dinner?', options: ['Curry', 'Salad', 'Tacos'], description: '', category: 'Food' });
    const load = await measureFirstLoad(session.context.browser()!, `${shellUrl}/polls/${poll.id}/vote`, joinReady, async (page) => {
      expect(await page.getByRole('dialog', { name: 'Join Poll' }).textContent()).toContain('Dinner?');
    });
    report('vote', load);
  });

  it(`session's room (/j/{code} of a session up to its join form) within the join page's ${FIRST_LOAD_BUDGETS.sessionJoin / 1024} kB`, async () => {
    expect(FIRST_LOAD_BUDGETS.sessionJoin).toBeLessThanOrEqual(FIRST_LOAD_BUDGETS.join);
    const host = await signIn(await registerAccount('budget'));
    const room = await rpc<{ id: string; joinCode: string }>(host, 'create_session', { title: 'Workshop' });
    const load = await measureFirstLoad(session.context.browser()!, `${shellUrl}/j/${room.joinCode}`, sessionJoinReady, async (page) => {
      expect(new URL(page.url()).pathname).toBe(`/sessions/${room.id}/join`);
      await page.getByText('Workshop').waitFor();
    });
    report('sessionJoin', load);
  });

  it(`session's room (/j/{code} of a session, joined anonymously, up to the open question's ballot) within the join page's ${FIRST_LOAD_BUDGETS.session / 1024} kB`, async () => {
    expect(FIRST_LOAD_BUDGETS.session).toBeLessThanOrEqual(FIRST_LOAD_BUDGETS.join);
    const host = await signIn(await registerAccount('budget'));
    const room = await rpc<{ id: string; joinCode: string }>(host, 'create_session', { title: 'Offsite' });
    await rpc(host, 'add_session_question', { session_id: room.id, title: 'Where to?', options: ['Lisbon', 'Kraków', 'Valencia'] });
    await rpc(host, 'move_session', { session_id: room.id, direction: 'next' });
    await rpc(host, 'set_session_voting', { session_id: room.id, open: true });
    const load = await measureFirstLoad(session.context.browser()!, `${shellUrl}/j/${room.joinCode}`, sessionBallotReady, async (page) => {
      expect(new URL(page.url()).pathname).toBe(`/sessions/${room.id}/join`);
      await page.getByRole('heading', { name: 'Where to?' }).waitFor();
    });
    // Everything the join step loads counts: the anonymous sign-in needs no supabase-js (loaded after, for the channel).
    expect(load.requests.map((request) => new URL(request.url).pathname).filter((path) => path.includes('__federation_expose_join_page'))).toEqual([]);
    report('session', load);
  });
});
