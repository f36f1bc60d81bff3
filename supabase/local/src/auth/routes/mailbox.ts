import { sendHtml, sendJson } from '../http.js';
import { renderMailbox } from '../mailbox.js';
import type { Route } from '../service-context.js';

/** GET /mailbox: the local outbox for a developer's browser (?email= narrows it to one address). */
export const mailboxPage: Route = async (_req, res, url, { mailbox }) => {
  sendHtml(res, renderMailbox(mailbox.list(url.searchParams.get('email'))));
};

/** GET /mailbox.json: the same messages for tests and tools, newest first. */
export const mailboxJson: Route = async (_req, res, url, { mailbox }) => {
  sendJson(res, 200, { messages: mailbox.list(url.searchParams.get('email')) });
};
