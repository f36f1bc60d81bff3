import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount } from './support/accounts';
import { e2e, shellUrl, useServedApps } from './support/apps';
import { axeViolations, type AxeViolation } from './support/axe';
import { useBrowser } from './support/browser';
import { say, type Locale } from './support/messages';
import { phoneProblems, phoneShot, PHONES } from './support/phone';

/**
 * Sign-in with a code from an e-mail (issue 27: a voter on an e-mail list proves the address with Supabase
 * Auth's signInWithOtp and verifyOtp): the code is read from the local mail catcher, as a voter reads it
 * from their inbox.
 */
async function codeFromMail(email: string): Promise<string> {
  const response = await fetch(`${e2e.mailUrl}/messages.json?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`the mail catcher answered HTTP ${response.status}`);
  const { messages } = (await response.json()) as { messages: Array<{ type: string; otp: string }> };
  const [message] = messages;
  if (!message) throw new Error(`No mail for ${email}`);
  expect(message.type).toBe('magiclink');
  return message.otp;
}

async function axe(page: Page, where: string, found: Record<string, AxeViolation[]>) {
  await page.waitForTimeout(300);
  const violations = await axeViolations(page);
  if (violations.length > 0) found[where] = violations;
}

const browserLanguage: Record<Locale, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', ar: 'ar-EG' };

describe('sign-in with a code from the e-mail (mf_auth)', () => {
  useServedApps();
  const session = useBrowser();

  it('a new address asks for a code, a wrong code is refused, the mailed code signs in and returns to the guarded page', async () => {
    const { page } = session;
    const { email } = newAccount('code');
    const found: Record<string, AxeViolation[]> = {};
    await page.goto(`${shellUrl}/dashboard`);
    await page.waitForURL(`${shellUrl}/login`);
    await page.getByRole('link', { name: 'Sign in with a code from your email' }).click();
    await page.waitForURL(`${shellUrl}/login?method=code`);
    await page.getByRole('heading', { name: 'Sign in with a code' }).waitFor();
    await axe(page, 'address step', found);

    const addressForm = page.getByRole('form', { name: 'Send a sign-in code' });
    await addressForm.getByLabel('Email address').fill(email);
    await addressForm.getByRole('button', { name: 'Send me a code' }).click();
    const codeForm = page.getByRole('form', { name: 'Enter the code' });
    await codeForm.getByRole('status').getByText(email, { exact: false }).waitFor();
    // The focus waits in the code field, for a keyboard and a screen reader alike.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await axe(page, 'code step', found);

    const code = await codeFromMail(email);
    const wrong = code === '000000' ? '000001' : '000000';
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await codeForm.getByRole('alert').getByText('This code is wrong or has expired.', { exact: false }).waitFor();

    await codeForm.getByLabel('Code from the email').fill(code);
    await codeForm.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${shellUrl}/dashboard`);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual(['Home', 'Dashboard', 'Create Poll']);
    expect(found).toEqual({});
  });

  for (const locale of ['de', 'ar'] as const) {
    it(`on a 360 × 740 phone in ${locale}: the login page and both steps fit, and the code signs in`, async () => {
      const size = PHONES.find((p) => p.name === '360x740')!;
      const browser = session.context.browser()!;
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: true, locale: browserLanguage[locale] });
      try {
        const page = await context.newPage();
        // One word longer than the code step's line on this phone whatever its random part, as many real
        // addresses are: it wraps there, as it must, and the check below must not call that a broken word.
        const email = `firstname.lastname.${newAccount(`code-${locale}`).email.replaceAll('-', '.')}`;
        await page.goto(`${shellUrl}/login`);
        const link = page.getByRole('link', { name: say(locale, 'Sign in with a code from your email') });
        await link.waitFor();
        const problems = await phoneProblems(page, 'login page');
        await phoneShot(page, `code-sign-in-login-${locale}`);
        await link.click();
        await page.getByRole('heading', { name: say(locale, 'Sign in with a code') }).waitFor();
        Object.assign(problems, await phoneProblems(page, 'address step'));
        await phoneShot(page, `code-sign-in-address-${locale}`);
        await page.getByLabel(say(locale, 'Email address')).fill(email);
        await page.getByRole('button', { name: say(locale, 'Send me a code') }).click();
        await page.getByRole('form', { name: say(locale, 'Enter the code') }).waitFor();
        await page.waitForTimeout(300);
        Object.assign(problems, await phoneProblems(page, 'code step'));
        await phoneShot(page, `code-sign-in-code-${locale}`);
        await page.getByLabel(say(locale, 'Code from the email')).fill(await codeFromMail(email));
        await page.getByRole('button', { name: say(locale, 'Sign In', undefined, { id: 'codeSignIn.verify' }) }).click();
        await page.waitForURL(`${shellUrl}/dashboard`);
        expect(await page.locator('html').getAttribute('lang')).toBe(locale);
        expect(problems).toEqual({});
      } finally {
        await context.close();
      }
    });
  }
});
