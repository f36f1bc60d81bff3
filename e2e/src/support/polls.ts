import type { Browser, Locator, Page } from 'playwright-core';
import { shellUrl } from './apps';
import { say, sayPattern, type Locale } from './messages';

/** What the Create Poll form is given beyond the title and options. */
export interface PollForm {
  category?: string;
  description?: string;
  /** The participant limit, as typed. */
  limit?: string;
  /** Who may vote: "People with an account" instead of the default "Anyone with the link". */
  accountsOnly?: boolean;
  /** "Fair ballots" (on by default: each voter's ballot starts in its own order); false starts every ballot in the list order. */
  fairBallots?: boolean;
  /** The language the host reads the page in (chosen before): the form's labels are found in it. English by default. */
  locale?: Locale;
}

/** The host creates a poll on /polls/create and lands on its detail page; returns its id (the host must be signed in). */
export async function createPollInUi(host: Page, title: string, options: string[] = ['Pizza', 'Sushi'], form: PollForm = {}): Promise<string> {
  const { category = 'Food', description, limit, accountsOnly, fairBallots = true, locale = 'en' } = form;
  const t = (english: string, values?: Record<string, number>) => say(locale, english, values, { package: 'mf-polls' });
  await host.goto(`${shellUrl}/polls/create`);
  await host.getByLabel(t('Title')).fill(title);
  if (description) await host.getByLabel(t('Description')).fill(description);
  await host.getByLabel(t('Category')).fill(category);
  for (let index = 2; index < options.length; index += 1) await host.getByRole('button', { name: t('Add Option') }).click();
  for (const [index, text] of options.entries()) await host.getByLabel(t('Option {number}', { number: index + 1 }), { exact: true }).fill(text);
  if (limit) await host.getByLabel(t('Participant limit')).fill(limit);
  if (accountsOnly) await host.getByLabel(t('People with an account')).check();
  if (!fairBallots) await host.getByLabel(t('Fair ballots')).uncheck();
  await host.getByRole('button', { name: t('Create Poll') }).click();
  await host.waitForURL(/\/polls\/[0-9a-f-]{36}$/);
  return new URL(host.url()).pathname.split('/').pop()!;
}

/**
 * Another person's browser: its own context (storage, session), a phone-sized screen by default, and the
 * browser's language (navigator.language, Accept-Language) in `locale`: what Runoff opens in.
 */
export async function otherBrowser(browser: Browser, viewport = { width: 390, height: 844 }, locale: Locale = 'en') {
  const context = await browser.newContext({ viewport, locale: browserLanguage[locale] });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

/** The browser language of a reader of each locale (Playwright's `locale`: navigator.language and Accept-Language). */
const browserLanguage: Record<Locale, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', ar: 'ar-EG' };

/**
 * A participant in a browser of their own (no account) who joins a poll's lobby by its link; with `locale`,
 * a browser in that language (the page follows it).
 */
export async function joinAsParticipant(browser: Browser, pollId: string, name: string, viewport?: { width: number; height: number }, locale: Locale = 'en') {
  const participant = await otherBrowser(browser, viewport, locale);
  await participant.page.goto(`${shellUrl}/polls/${pollId}/vote`);
  await joinInDialog(participant.page, name, locale);
  return participant;
}

/** Fills and submits the Join Poll dialog on the current page, then waits for the lobby. */
export async function joinInDialog(page: Page, name: string, locale: Locale = 'en'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: say(locale, 'Join Poll', undefined, { id: 'join.title' }) });
  await dialog.getByLabel(say(locale, 'Your Name')).fill(name);
  // Exact: in some languages the button's name is a part of another's ("Teilnehmen", "Anonym teilnehmen").
  await dialog.getByRole('button', { name: say(locale, 'Join Poll', undefined, { id: 'join.submit' }), exact: true }).click();
  await page.getByText(sayPattern(locale, 'Participants ({count})', 'count')).waitFor();
}

/** The ballot's ranking as shown, first choice first (each card's option text). */
export async function shownRanking(page: Page, locale: Locale = 'en'): Promise<string[]> {
  return page
    .getByRole('list', { name: say(locale, 'Your ranking, first choice on top') })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('span + span')?.firstChild?.textContent ?? ''));
}

export interface VoteOptions {
  /** The language the voter reads the page in. English by default. */
  locale?: Locale;
  /** How the card is moved: dnd-kit's keyboard drag (the default) or a mouse drag. */
  by?: 'keyboard' | 'mouse';
}

/** A ballot card by its accessible name: the option's text, then its rank ("Tacos, choice 3"). */
function card(page: Page, optionText: string, rank: number, locale: Locale): Locator {
  return page.getByRole('button', { name: `${optionText}${say(locale, ', choice {rank, number}', { rank })}` });
}

/**
 * Moves `optionText` to the top with dnd-kit's keyboard drag (or the mouse), from wherever the ballot
 * started it (fair ballots start each voter's ballot in an order of its own), then submits. Returns the
 * ranking submitted.
 */
export async function voteWithTopChoice(page: Page, optionText: string, { locale = 'en', by = 'keyboard' }: VoteOptions = {}): Promise<string[]> {
  await page.getByRole('heading', { name: say(locale, 'Rank Your Choices') }).waitFor();
  // The panel scrolls itself into view 500 ms after voting opens; let it settle before dragging.
  await page.waitForTimeout(1000);
  const start = await shownRanking(page, locale);
  const from = start.indexOf(optionText) + 1;
  if (from < 1) throw new Error(`${optionText} is not on the ballot (${start.join(', ')})`);
  if (from > 1 && by === 'mouse') {
    await dragWithMouse(page, card(page, optionText, from, locale), card(page, start[0]!, 1, locale), announced(page, optionText, 1, locale));
  } else if (from > 1) {
    await card(page, optionText, from, locale).focus();
    // dnd-kit's keyboard drag: Space picks up, each ArrowUp moves one place up (measured and animated: a key
    // pressed while the last move still animates may be taken from the old place), Space drops. dnd-kit drops
    // where its last render put the card, so the drop waits for the move to the top to be announced.
    for (const key of ['Space', ...Array<string>(from - 1).fill('ArrowUp')]) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await announced(page, optionText, 1, locale).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
  }
  await card(page, optionText, 1, locale).waitFor();
  const submitted = await shownRanking(page, locale);
  await page.getByRole('button', { name: say(locale, 'Submit Vote'), exact: true }).click();
  await page.getByText(say(locale, 'Vote submitted successfully!')).waitFor();
  return submitted;
}

/** The ballot's screen-reader announcement that a dragged card is over the place `rank` (dnd-kit's live region). */
function announced(page: Page, optionText: string, rank: number, locale: Locale): Locator {
  return page.getByText(say(locale, '{option} moved to choice {rank, number}.', { option: optionText, rank }), { exact: true });
}

/**
 * dnd-kit's mouse drag: press on `from`, move past the 4 px activation distance, then in small steps onto
 * `to`'s centre (each move is measured; closest centre wins), and release once the page has announced the
 * card over that place (`over`): dnd-kit drops where its last render put it, which on a loaded machine can
 * lag the pointer (a drop released at once after the last move once left the card where it was).
 */
async function dragWithMouse(page: Page, from: Locator, to: Locator, over: Locator): Promise<void> {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y - 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await over.waitFor({ state: 'attached' });
  await page.mouse.up();
  // After a pointer drag dnd-kit swallows clicks until a 50 ms timer set at the drop (a release is no click):
  // a timer of the same delay set now runs after it (timers of equal delay run in the order they were set).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
