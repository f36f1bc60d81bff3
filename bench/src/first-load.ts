/**
 * `pnpm bundle:weight` (`pnpm bench first-load`): the first-load weight of the home page, of the join pages and of
 * a session's room (issues 10, 20, 32, docs/performance.md "First load"), per page and per request, on the
 * production builds.
 *
 * Builds the apps whose build is stale, starts a local stack and the static servers on their own ports,
 * creates a poll (support/app-stage.ts, as the Lighthouse benchmark) and opens /, /j/{code} and /polls/{id}/vote in Chromium
 * with a cold cache each. The measurement is the one e2e/src/first-load-budget.test.ts holds to the budgets
 * (@runoff/harness/first-load).
 */
import { FIRST_LOAD_BUDGETS, formatFirstLoad, homeReady, joinReady, launchChromium, measureFirstLoad, sessionBallotReady, sessionJoinReady } from '@runoff/harness/first-load';
import { reportFigure } from './figures.js';
import { startStage } from './support/app-stage.js';

const stage = await startStage((line) => console.log(`[stage] ${line}`));
let over = false;
const browser = await launchChromium().catch(async (error: unknown) => {
  await stage.stop();
  throw error;
});
try {
  const home = await measureFirstLoad(browser, stage.shellUrl, homeReady);
  const join = await measureFirstLoad(browser, stage.joinUrl, joinReady);
  const vote = await measureFirstLoad(browser, stage.voteUrl, joinReady);
  const sessionJoin = await measureFirstLoad(browser, stage.sessionUrl, sessionJoinReady);
  const session = await measureFirstLoad(browser, stage.sessionUrl, sessionBallotReady);
  console.log(formatFirstLoad('home', home));
  console.log(formatFirstLoad('join', join));
  console.log(formatFirstLoad('vote', vote));
  console.log(formatFirstLoad('sessionJoin', sessionJoin));
  console.log(formatFirstLoad('session', session));
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log('\n| page | gzip JS+CSS | requests | budget |\n| --- | --- | --- | --- |');
  const pages = {
    home: '/',
    join: 'the join page (/j/{code} up to the Join Poll modal)',
    vote: 'the join link (/polls/{id}/vote up to the Join Poll modal)',
    sessionJoin: "a session's room (/j/{code} up to its join form)",
    session: "a session's room (/j/{code}, joined anonymously, up to the open question's ballot)",
  } as const;
  for (const [name, load] of [['home', home], ['join', join], ['vote', vote], ['sessionJoin', sessionJoin], ['session', session]] as const) {
    console.log(`| ${name} | ${kB(load.gzipBytes)} | ${load.requests.length} | ${kB(FIRST_LOAD_BUDGETS[name])} |`);
    over ||= load.gzipBytes > FIRST_LOAD_BUDGETS[name];
    reportFigure({
      measure: `first load of ${pages[name]}, gzip JS+CSS, cold cache`,
      target: `≤ ${kB(FIRST_LOAD_BUDGETS[name])}`,
      figure: `${kB(load.gzipBytes)} in ${load.requests.length} requests`,
      ratio: `${((load.gzipBytes / FIRST_LOAD_BUDGETS[name]) * 100).toFixed(0)} % of the budget`,
      meets: load.gzipBytes <= FIRST_LOAD_BUDGETS[name],
    });
  }
} finally {
  await browser.close();
  await stage.stop();
}
if (over) process.exitCode = 1;
