import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { axeViolations, type AxeViolation } from './support/axe';
import { useBrowser } from './support/browser';
import { say, type Locale } from './support/messages';
import { anonymousVisitor, endVoting, pollWithVotes, rpc, signIn, type ApiPoll } from './support/poll-api';
import { joinInDialog } from './support/polls';
import { coveredBallotControls, outsideFirstScreen, phoneProblems, phoneShot, PHONES } from './support/phone';

/**
 * Issue 33, Runoff in the hand: the ballot, the count animation, the results and the presenter on a
 * 390 × 844 iPhone and a 360 × 740 Android with touch, in English, German and Arabic, each screen measured:
 * no word split inside itself, no tappable control under 44 × 44, nothing fixed over a ballot control, no
 * sideways scroll, the winner on the first screen of results, and no axe violation.
 */
const LOCALES: Locale[] = ['en', 'de', 'ar'];
const browserLanguage: Record<Locale, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', ar: 'ar-EG' };

// Film titles and cities: the long names that stood one letter a line beside the Unrank button.
const FILMS = [
  'Kraków',
  'The Grand Budapest Hotel',
  'Eternal Sunshine of the Spotless Mind',
  'Amsterdam',
  'Copenhagen',
  'Once Upon a Time in Hollywood',
  'Everything Everywhere All at Once',
];
const [A, B, C, D, E, F, G] = FILMS as [string, string, string, string, string, string, string];
// 42 ballots, quota 22, 6 rounds: the last option out each round hands its ballots to the one before it,
// until Kraków's go to The Grand Budapest Hotel, which wins in round 6 with 24.
const SIX_ROUNDS: Array<[number, string[]]> = [
  [9, [A, B]],
  [8, [B, A]],
  [7, [C, B]],
  [6, [D, C]],
  [5, [E, D]],
  [4, [F, E]],
  [3, [G, F]],
];
// 3 seats of 5, quota 4: surpluses pass on in fractions over 6 rounds (2.6, 2.2727…).
const SEATS_OPTIONS = FILMS.slice(0, 5);
const THREE_SEATS: Array<[number, string[]]> = [
  [3, [A, B]],
  [2, [B, A, C]],
  [3, [C, D]],
  [2, [D, E, C]],
  [1, [E, C]],
  [2, [A, C, E]],
];

const expand = (groups: Array<[number, string[]]>) => groups.flatMap(([count, ranking]) => Array<string[]>(count).fill(ranking));

/** A phone of the given size with a touch screen, its browser in `locale`. */
async function phone(browser: Browser, size: (typeof PHONES)[number], locale: Locale) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: true, locale: browserLanguage[locale] });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

/** Lets entrance transitions settle (axe reads colours mid-fade otherwise), then collects axe's findings. */
async function axe(page: Page, where: string, found: Record<string, AxeViolation[]>) {
  await page.waitForTimeout(500);
  const violations = await axeViolations(page);
  if (violations.length > 0) found[where] = violations;
}

describe('Runoff in the hand', () => {
  useServedApps();
  const session = useBrowser();

  for (const locale of LOCALES) {
    it(`ballot, count animation and results of a 7-option, 6-round poll on two phones, in ${locale}`, { timeout: 300_000 }, async () => {
      const browser = session.context.browser()!;
      const host = await signIn(await registerAccount(`phone-${locale}`));
      const poll = await rpc<ApiPoll>(host, 'create_poll', {
        title: 'Film night',
        options: FILMS,
        description: 'Which film do we watch?',
        category: 'Club',
        min_ranked: 2,
        shuffle_ballots: false,
      });
      const idOf = (text: string) => poll.options.find((option) => option.text === text)!.id;
      const voters = await Promise.all(expand(SIX_ROUNDS).map(async (ranking) => ({ token: await anonymousVisitor(), ranking })));
      await Promise.all(voters.map((voter) => rpc(voter.token, 'join_poll', { poll_id: poll.id })));

      const problems: Record<string, string[]> = {};
      const violations: Record<string, AxeViolation[]> = {};
      const phones = await Promise.all(PHONES.map((size) => phone(browser, size, locale)));
      try {
        for (const [i, { page }] of phones.entries()) {
          await page.goto(`${shellUrl}/polls/${poll.id}/vote`);
          await joinInDialog(page, `Phone ${i + 1}`, locale);
        }
        // Waiting: the participant is told they are in and what comes next.
        for (const [i, { page }] of phones.entries()) {
          const where = `${locale} ${PHONES[i]!.name} waiting`;
          await page.getByText(say(locale, "You're in! Your ballot appears here as soon as the host starts voting.")).waitFor();
          Object.assign(problems, await phoneProblems(page, where));
          await phoneShot(page, `waiting-${locale}-${PHONES[i]!.name}`);
        }
        await axe(phones[0]!.page, `${locale} waiting`, violations);

        await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
        for (const [i, { page }] of phones.entries()) {
          const where = `${locale} ${PHONES[i]!.name} ballot`;
          await page.getByRole('heading', { name: say(locale, 'Rank Your Choices') }).waitFor();
          // While the "Voting has started!" banner shows: nothing fixed lies over the ballot.
          await page.getByText(say(locale, 'Voting has started! Scroll down to rank your choices and submit your vote.')).waitFor();
          await page.waitForTimeout(1000); // the panel's own scroll into view
          const covered = await coveredBallotControls(page, 'section[aria-labelledby="cast-your-vote-heading"]');
          if (covered.length > 0) problems[`${where}: ballot controls covered`] = covered;
          // A partial ranking: Kraków and a long film title ranked, the rest left unranked.
          for (const name of [A, C]) await page.getByRole('button', { name: say(locale, 'Rank {option}', { option: name }), exact: true }).click();
          await page.getByRole('button', { name: say(locale, 'Unrank {option}', { option: C }), exact: true }).waitFor();
          await page.evaluate(() => document.querySelector('section[aria-labelledby="cast-your-vote-heading"]')!.scrollIntoView());
          Object.assign(problems, await phoneProblems(page, where));
          // No name squeezed: each ballot card's name keeps at least 120 px.
          const narrow = await page.evaluate(() =>
            // CSS modules keep the class's own name in front of its hash in production builds.
            [...document.querySelectorAll('section[aria-labelledby="cast-your-vote-heading"] li [class*="optionText"]')]
              .map((span) => ({ text: span.textContent ?? '', width: span.getBoundingClientRect().width }))
              .filter(({ width }) => width < 120),
          );
          if (narrow.length > 0) problems[`${where}: names under 120 px`] = narrow.map(({ text, width }) => `${text} ${Math.round(width)}px`);
          await phoneShot(page, `ballot-${locale}-${PHONES[i]!.name}`);
        }
        await axe(phones[1]!.page, `${locale} ballot`, violations);

        for (const voter of voters) await rpc(voter.token, 'submit_vote', { poll_id: poll.id, ranking: voter.ranking.map(idOf) });
        await endVoting(host, poll.id);

        // The count animation opens on every phone in the room.
        for (const [i, { page }] of phones.entries()) {
          const where = `${locale} ${PHONES[i]!.name} animation`;
          const animation = page.getByRole('dialog', { name: say(locale, 'Vote Calculation Animation') });
          await animation.waitFor();
          // Once the count is loaded it plays: pause it, then step (Next shows only while paused).
          const pause = animation.getByRole('button', { name: say(locale, 'Pause'), exact: true });
          await pause.click();
          const next = animation.getByRole('button', { name: say(locale, 'Next'), exact: true });
          for (let step = 0; step < 12 && (await next.isEnabled()); step += 1) await next.click();
          Object.assign(problems, await phoneProblems(page, where, { targetsWithin: '[role="dialog"]' }));
          await phoneShot(page, `animation-${locale}-${PHONES[i]!.name}`);
          if (i === 0) await axe(page, `${locale} animation`, violations);
          await animation.getByRole('button', { name: say(locale, 'Close Animation') }).click();
          await animation.waitFor({ state: 'detached' });
        }

        // The results in the lobby: the winner on the first screen, every table readable.
        for (const [i, { page }] of phones.entries()) {
          const where = `${locale} ${PHONES[i]!.name} results`;
          await page.locator('[aria-labelledby="winner-title"]').waitFor();
          const first = await outsideFirstScreen(page, '[aria-labelledby="winner-title"]');
          if (first.length > 0) problems[`${where}: winner`] = first;
          await phoneShot(page, `results-${locale}-${PHONES[i]!.name}`);
          Object.assign(problems, await phoneProblems(page, where));
          await page.locator('#rounds-title').scrollIntoViewIfNeeded();
          await phoneShot(page, `rounds-${locale}-${PHONES[i]!.name}`);
        }
        await axe(phones[1]!.page, `${locale} results`, violations);
        expect(phones.flatMap(({ pageErrors }) => pageErrors)).toEqual([]);
      } finally {
        await Promise.all(phones.map(({ context }) => context.close()));
      }
      // Both at once: a failure lists every measurement and every axe finding of the run.
      expect({ problems, violations }).toEqual({ problems: {}, violations: {} });
    });

    it(`results of a 3-seat poll and the presenter on a phone, in ${locale}`, { timeout: 240_000 }, async () => {
      const browser = session.context.browser()!;
      const account = await registerAccount(`phone-seats-${locale}`);
      const host = await signIn(account);
      const seats = await pollWithVotes(host, 'Board of the film club', SEATS_OPTIONS, expand(THREE_SEATS), { seats: 3, min_ranked: 1, shuffle_ballots: false });
      await endVoting(host, seats.id);

      const problems: Record<string, string[]> = {};
      const violations: Record<string, AxeViolation[]> = {};
      for (const size of PHONES) {
        const visitor = await phone(browser, size, locale);
        try {
          const where = `${locale} ${size.name} 3 seats`;
          // A link holder sees a completed poll's results on its join link.
          await visitor.page.goto(`${shellUrl}/polls/${seats.id}/vote`);
          await visitor.page.locator('[aria-labelledby="winner-title"] ol').waitFor();
          const first = await outsideFirstScreen(visitor.page, '[aria-labelledby="winner-title"]');
          if (first.length > 0) problems[`${where}: winners`] = first;
          Object.assign(problems, await phoneProblems(visitor.page, where));
          await phoneShot(visitor.page, `seats-${locale}-${size.name}`);
          await visitor.page.locator('#rounds-title').scrollIntoViewIfNeeded();
          await phoneShot(visitor.page, `seats-rounds-${locale}-${size.name}`);
          if (size === PHONES[1]) await axe(visitor.page, `${locale} 3 seats`, violations);
          expect(visitor.pageErrors).toEqual([]);
        } finally {
          await visitor.context.close();
        }
      }

      // The presenter on the host's phone, while people join: the code on one line.
      const waiting = await rpc<ApiPoll>(host, 'create_poll', { title: 'Film night', options: FILMS, description: 'Which film?', category: 'Club' });
      await rpc(await anonymousVisitor(), 'join_poll', { poll_id: waiting.id, name: 'Ada' });
      for (const size of PHONES) {
        const presenter = await phone(browser, size, 'en');
        try {
          const where = `${locale} ${size.name} presenter`;
          await logIn(presenter.page, account);
          await presenter.page.evaluate((locale) => localStorage.setItem('runoff.locale', locale), locale);
          await presenter.page.goto(`${shellUrl}/polls/${waiting.id}/present`);
          const code = presenter.page.getByTestId('presenter-code');
          await code.waitFor();
          const lines = await code.evaluate((element) => {
            const rects = [...element.getClientRects()];
            return { boxes: rects.length, height: rects[0]!.height, fontSize: parseFloat(getComputedStyle(element).fontSize) };
          });
          if (lines.boxes !== 1 || lines.height > 1.6 * lines.fontSize) problems[`${where}: join code wraps`] = [JSON.stringify(lines)];
          Object.assign(problems, await phoneProblems(presenter.page, where));
          await phoneShot(presenter.page, `presenter-${locale}-${size.name}`);
          if (size === PHONES[1]) await axe(presenter.page, `${locale} presenter`, violations);
          // The host's own lobby on the phone: Remove beside a name is a full touch target.
          await presenter.page.goto(`${shellUrl}/polls/${waiting.id}?view=lobby`);
          await presenter.page.getByRole('button', { name: say(locale, 'Remove {name}', { name: 'Ada' }) }).waitFor();
          Object.assign(problems, await phoneProblems(presenter.page, `${locale} ${size.name} host lobby`));
          await phoneShot(presenter.page, `host-lobby-${locale}-${size.name}`);
          expect(presenter.pageErrors).toEqual([]);
        } finally {
          await presenter.context.close();
        }
      }
      // Both at once: a failure lists every measurement and every axe finding of the run.
      expect({ problems, violations }).toEqual({ problems: {}, violations: {} });
    });
  }
});
