import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { axeViolations, type AxeViolation } from './support/axe';
import { useBrowser } from './support/browser';
import { say, type Locale } from './support/messages';
import { phoneProblems, phoneShot } from './support/phone';
import { anonymousVisitor, rpc, signIn } from './support/poll-api';
import { otherBrowser } from './support/polls';

/**
 * Issue 32, the host's side of a session: a question with 2 winners and one with partial rankings added on
 * the control page, a co-host invited by address who drives question 3 from another browser (and sees no
 * editing), and the session's report: every question on the page and in the two CSV files, and its print
 * layout. The room's own pages are e2e/src/sessions.test.ts's; here the room votes through the API.
 */

interface ApiQuestion {
  id: string;
  seats: number;
  minRanked: number | null;
  shuffleBallots: boolean;
  options: { id: string; text: string }[];
}

async function axe(page: Page, where: string, found: Record<string, AxeViolation[]>) {
  await page.waitForTimeout(500); // entrance transitions settle before colours are read
  const violations = await axeViolations(page);
  if (violations.length > 0) found[where] = violations;
}

async function addQuestion(host: Page, title: string, options: string[], settings: { seats?: string; minRanked?: string; inOrder?: boolean } = {}) {
  const form = host.getByRole('region', { name: 'Add a question' });
  await form.getByLabel('Question', { exact: true }).fill(title);
  for (const [index, text] of options.entries()) {
    if (index >= 2) await form.getByRole('button', { name: 'Add Option' }).click();
    await form.getByLabel(`Option ${index + 1}`, { exact: true }).fill(text);
  }
  if (settings.seats) await form.getByRole('spinbutton', { name: 'Number of winners' }).fill(settings.seats);
  if (settings.minRanked) {
    await form.getByRole('checkbox', { name: 'Voters may rank only their top choices' }).check();
    await form.getByRole('spinbutton', { name: 'Least number of options to rank' }).fill(settings.minRanked);
  }
  if (settings.inOrder) await form.getByRole('checkbox', { name: 'Fair ballots' }).uncheck();
  await form.getByRole('button', { name: 'Add Question' }).click();
  await host.getByRole('listitem').filter({ hasText: title }).waitFor();
}

/** RFC 4180 records of a downloaded CSV (its byte-order mark dropped), each as its cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

async function download(page: Page, button: string): Promise<{ name: string; rows: string[][] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-session-report-')), file.suggestedFilename());
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), rows: parseCsv(fs.readFileSync(saved, 'utf8')) };
}

/** Five people of the room, joined through the API. */
async function room(sessionId: string): Promise<string[]> {
  const people = await Promise.all([1, 2, 3, 4, 5].map(() => anonymousVisitor()));
  for (const [index, person] of people.entries()) await rpc(person, 'join_session', { session_id: sessionId, name: `Person ${index + 1}` });
  return people;
}

async function vote(people: string[], sessionId: string, question: ApiQuestion, rankings: string[][]) {
  const id = (text: string) => question.options.find((option) => option.text === text)!.id;
  for (const [index, ranking] of rankings.entries()) {
    await rpc(people[index]!, 'submit_session_vote', { session_id: sessionId, question_id: question.id, ranking: ranking.map(id) });
  }
}

/** A question driven by the host through the API: shown, opened, answered, closed, its results shown. */
async function runByApi(host: string, people: string[], sessionId: string, question: ApiQuestion, rankings: string[][]) {
  await rpc(host, 'move_session', { session_id: sessionId, direction: 'next' });
  await rpc(host, 'set_session_voting', { session_id: sessionId, open: true });
  await vote(people, sessionId, question, rankings);
  await rpc(host, 'set_session_voting', { session_id: sessionId, open: false });
  await rpc(host, 'set_session_results', { session_id: sessionId, shown: true });
}

async function inLanguage(page: Page, locale: Locale) {
  await page.evaluate((chosen) => localStorage.setItem('runoff.locale', chosen), locale);
  await page.reload();
}

describe('a session with co-hosts, and its report', () => {
  useServedApps();
  const session = useBrowser();

  it('runs three questions, the third driven by a co-host, and reports them all', { timeout: 400_000 }, async () => {
    const host = session.page;
    const found: Record<string, AxeViolation[]> = {};
    const [account, colleague] = [await registerAccount('report-host'), await registerAccount('report-cohost')];
    const hostToken = await signIn(account);
    const { id: sessionId } = await rpc<{ id: string }>(hostToken, 'create_session', { title: 'Workshop report', results_hidden_until_revealed: true });
    await logIn(host, account);
    await host.goto(`${shellUrl}/sessions/${sessionId}`);
    await host.getByRole('heading', { name: 'Workshop report', level: 1 }).waitFor();

    // The add-question form takes the create form's settings.
    await addQuestion(host, 'Two to fund', ['North', 'South', 'East', 'West'], { seats: '2' });
    await addQuestion(host, 'Top picks', ['Plan', 'Build', 'Ship', 'Rest'], { minRanked: '1', inOrder: true });
    await addQuestion(host, 'Lunch', ['Pizza', 'Sushi', 'Tacos']);
    const { questions } = await rpc<{ questions: ApiQuestion[] }>(hostToken, 'get_session', { session_id: sessionId });
    expect(questions.map((q) => [q.seats, q.minRanked, q.shuffleBallots])).toEqual([[2, null, true], [1, 1, false], [1, null, true]]);

    // A co-host, invited by address: the same words whatever the address.
    const cohosts = host.getByRole('region', { name: 'Co-hosts' });
    await cohosts.getByRole('textbox', { name: /E-mail address/ }).fill(` ${colleague.email.toUpperCase()} `);
    await cohosts.getByRole('button', { name: 'Add co-host' }).click();
    await cohosts.getByText(`${colleague.email} can co-host once signed in to Runoff with this address.`).waitFor();
    await cohosts.getByRole('button', { name: `Remove co-host: ${colleague.email}` }).waitFor();
    await axe(host, 'control page with co-hosts', found);

    const people = await room(sessionId);
    // Question 1 ranks every option (two winners, North and South, each at the quota of 2).
    const everyOption = (top: string[]) => [...top, ...['North', 'South', 'East', 'West'].filter((option) => !top.includes(option))];
    await runByApi(hostToken, people, sessionId, questions[0]!, [['North'], ['North', 'East'], ['South'], ['South', 'West'], ['East', 'North']].map(everyOption));
    await runByApi(hostToken, people, sessionId, questions[1]!, [['Plan'], ['Plan', 'Build'], ['Build'], ['Ship', 'Plan'], ['Plan', 'Rest']]);

    // The co-host, in another browser, drives question 3 and sees no editing.
    const other = await otherBrowser(session.context.browser()!, { width: 1280, height: 800 });
    try {
      const co = other.page;
      await logIn(co, colleague);
      await co.goto(`${shellUrl}/sessions/${sessionId}`);
      await co.getByRole('heading', { name: 'Workshop report', level: 1 }).waitFor();
      await co.getByText('Question 2 of 3').waitFor();
      expect(await co.getByRole('region', { name: 'Co-hosts' }).count()).toBe(0);
      expect(await co.getByRole('region', { name: 'Add a question' }).count()).toBe(0);
      expect(await co.getByRole('button', { name: /^(Remove|Duplicate|Move up|Move down)/ }).count()).toBe(0);
      await co.getByRole('button', { name: 'Next question' }).click();
      await co.getByText('Question 3 of 3').waitFor();
      await co.getByRole('button', { name: 'Open voting' }).click();
      await co.getByRole('button', { name: 'Close voting' }).waitFor();
      await vote(people, sessionId, questions[2]!, [['Tacos', 'Pizza', 'Sushi'], ['Tacos', 'Sushi', 'Pizza'], ['Pizza', 'Tacos', 'Sushi'], ['Sushi', 'Tacos', 'Pizza'], ['Tacos', 'Pizza', 'Sushi']]);
      await co.getByText('5 of 5 voted').waitFor();
      await co.getByRole('button', { name: 'Close voting' }).click();
      await co.getByRole('button', { name: 'Show results' }).click();
      await co.getByText('The room sees these results.').waitFor();
      await axe(co, 'control page of a co-host', found);
      // The host's page follows: question 3, closed, shown.
      await host.getByText('Question 3 of 3').waitFor();
      expect(other.pageErrors).toEqual([]);
    } finally {
      await other.context.close();
    }

    // The report: every question with its winners, chart and rounds.
    await host.getByRole('link', { name: 'Session report' }).click();
    await host.waitForURL(`${shellUrl}/sessions/${sessionId}/report`);
    await host.getByRole('heading', { name: 'Session report: Workshop report', level: 1 }).waitFor();
    const titles = ['Question 1: Two to fund', 'Question 2: Top picks', 'Question 3: Lunch'];
    for (const title of titles) {
      const section = host.getByRole('region', { name: title, exact: true });
      await section.getByRole('heading', { name: /Rounds Breakdown/ }).waitFor();
      expect(await section.getByRole('table').count()).toBeGreaterThan(0);
    }
    expect(await host.getByRole('region', { name: titles[0], exact: true }).getByRole('heading', { name: 'Winners' }).count()).toBe(1);
    await axe(host, 'session report', found);

    const results = await download(host, 'Download all results (CSV)');
    expect(results.name).toBe(`session-results-${sessionId}.csv`);
    expect(results.rows[0]).toEqual(['Question']);
    expect([...new Set(results.rows.slice(1).map((row) => row[0]))]).toEqual(['1. Two to fund', '2. Top picks', '3. Lunch']);
    const winners = (question: string) => results.rows.filter((row) => row[0] === question && /^Winner \d$/.test(row[1] ?? '')).map((row) => row[2]);
    expect(winners('1. Two to fund')).toHaveLength(2);
    expect(winners('2. Top picks')).toEqual(['Plan']);
    expect(winners('3. Lunch')).toEqual(['Tacos']);

    const ballots = await download(host, 'Download all ballots (CSV)');
    expect(ballots.name).toBe(`session-ballots-${sessionId}.csv`);
    expect(ballots.rows[0]).toEqual(['question', 'ballot_id', 'rank1', 'rank2', 'rank3', 'rank4']);
    const perQuestion = (question: string) => ballots.rows.filter((row) => row[0] === question);
    expect(perQuestion('1. Two to fund')).toHaveLength(5);
    expect(perQuestion('2. Top picks').map((row) => row.slice(2).filter((cell) => cell !== '').length).sort()).toEqual([1, 1, 2, 2, 2]);
    expect(perQuestion('3. Lunch')).toHaveLength(5);
    expect(new Set(ballots.rows.map((row) => row.length))).toEqual(new Set([6]));

    // Printed: the document alone (no header, footer or buttons), every question in it.
    await host.emulateMedia({ media: 'print' });
    expect(await host.getByRole('banner').isVisible()).toBe(false);
    expect(await host.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await host.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    for (const title of titles) expect(await host.getByRole('heading', { name: title }).isVisible()).toBe(true);
    const pdf = await host.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.RUNOFF_PHONE_SHOTS) fs.writeFileSync(path.join(process.env.RUNOFF_PHONE_SHOTS, 'session-report.pdf'), pdf);
    await host.emulateMedia({ media: 'screen' });

    expect(found).toEqual({});
    expect(session.pageErrors).toEqual([]);
  });

  for (const locale of ['de', 'ar'] as const) {
    it(`fits the control page, the co-hosts and the report on a 360 × 740 phone, in ${locale}`, { timeout: 300_000 }, async () => {
      const account = await registerAccount(`report-phone-${locale}`);
      const hostToken = await signIn(account);
      const { id: sessionId } = await rpc<{ id: string }>(hostToken, 'create_session', { title: 'Werkstatt', results_hidden_until_revealed: true });
      const question = await rpc<ApiQuestion>(hostToken, 'add_session_question', { session_id: sessionId, title: 'Mittagessen', options: ['Pizza', 'Sushi', 'Tacos'] });
      await rpc(hostToken, 'add_session_cohost', { session_id: sessionId, email: 'kollegin@example.com' });
      const people = await room(sessionId);
      await runByApi(hostToken, people, sessionId, question, [['Pizza', 'Sushi', 'Tacos'], ['Sushi', 'Pizza', 'Tacos'], ['Pizza', 'Tacos', 'Sushi'], ['Tacos', 'Sushi', 'Pizza'], ['Pizza', 'Sushi', 'Tacos']]);

      const phone = await otherBrowser(session.context.browser() as Browser, { width: 360, height: 740 });
      const problems: Record<string, string[]> = {};
      const found: Record<string, AxeViolation[]> = {};
      try {
        const { page } = phone;
        await logIn(page, account);
        await inLanguage(page, locale);
        await page.goto(`${shellUrl}/sessions/${sessionId}`);
        const cohosts = page.getByRole('region', { name: say(locale, 'Co-hosts') });
        await cohosts.getByText('kollegin@example.com').waitFor();
        Object.assign(problems, await phoneProblems(page, `${locale} control page`));
        await cohosts.scrollIntoViewIfNeeded();
        await phoneShot(page, `session-cohosts-${locale}-360x740`);
        const form = page.getByRole('region', { name: say(locale, 'Add a question') });
        await form.getByRole('checkbox', { name: say(locale, 'Voters may rank only their top choices') }).check();
        await form.scrollIntoViewIfNeeded();
        await phoneShot(page, `session-add-question-${locale}-360x740`);
        await axe(page, `${locale} control page`, found);

        await page.goto(`${shellUrl}/sessions/${sessionId}/report`);
        await page.getByRole('heading', { name: say(locale, 'Session report: {title}', { title: 'Werkstatt' }), level: 1 }).waitFor();
        await page.getByRole('heading', { name: say(locale, 'Question {number}: {title}', { number: 1, title: 'Mittagessen' }) }).waitFor();
        Object.assign(problems, await phoneProblems(page, `${locale} report`));
        await phoneShot(page, `session-report-${locale}-360x740`);
        await axe(page, `${locale} report`, found);
        expect(phone.pageErrors).toEqual([]);
      } finally {
        await phone.context.close();
      }
      expect(problems).toEqual({});
      expect(found).toEqual({});
    });
  }
});
