import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const NAMES_ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const FIXED_PLACES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * Where the end-to-end tests look for a Chromium (or Chrome), first match wins. Playwright cannot
 * download browsers on every machine, so a system browser comes first and Playwright's own folder last.
 */
function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const onPath = (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .flatMap((dir) => NAMES_ON_PATH.map((name) => path.join(dir, name)));
  return [
    env.CHROME_PATH,
    ...onPath,
    ...FIXED_PLACES,
    // Where `playwright-core install chromium` puts its Chromium (PLAYWRIGHT_BROWSERS_PATH or its cache).
    chromium.executablePath(),
  ].filter((candidate): candidate is string => Boolean(candidate));
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** How to get a browser, said exactly, for the message of a run that found none. */
function missingChromiumMessage(): string {
  return [
    'The end-to-end tests need Chromium or Chrome, and none was found. Looked at RUNOFF_CHROMIUM, CHROME_PATH,',
    `${NAMES_ON_PATH.join(', ')} on PATH, ${FIXED_PLACES.join(', ')}`,
    `and Playwright's own ${chromium.executablePath()}.`,
    'Install one, then run the tests again:',
    '  Debian:      sudo apt-get install chromium',
    '  Ubuntu:      sudo snap install chromium',
    '  Fedora:      sudo dnf install chromium',
    '  macOS:       brew install --cask chromium',
    '  any system:  pnpm --filter @runoff/e2e exec playwright-core install chromium',
    'or point RUNOFF_CHROMIUM at a Chromium or Chrome executable.',
  ].join('\n');
}

/** The browser the end-to-end tests drive; throws with instructions when there is none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RUNOFF_CHROMIUM) {
    if (isExecutable(env.RUNOFF_CHROMIUM)) return env.RUNOFF_CHROMIUM;
    throw new Error(`RUNOFF_CHROMIUM is ${env.RUNOFF_CHROMIUM}, which is not an executable file.`);
  }
  const candidates = chromiumCandidates(env);
  const found = candidates.find(isExecutable);
  if (!found) throw new Error(missingChromiumMessage());
  return found;
}
