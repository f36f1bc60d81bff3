import { randomUUID } from 'node:crypto';

/** One e-mail the local stack "sent". */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  /** GoTrue's template name: recovery, email_change, ... */
  type: string;
  html: string;
  /** The action link in the message (what a developer clicks). */
  link: string;
  /** The one-time code the message carries, for verifyOtp({ email, token }). */
  otp: string;
  sentAt: string;
}

/**
 * The local stack's outbox. Hosted Supabase sends e-mail; locally the messages are kept here (the
 * newest few hundred, in memory) and shown at /auth/v1/mailbox, like the CLI's Inbucket.
 */
export class Mailbox {
  private readonly messages: MailMessage[] = [];

  constructor(private readonly capacity = 200) {}

  send(message: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const stored = { id: randomUUID(), sentAt: new Date().toISOString(), ...message };
    this.messages.unshift(stored);
    if (this.messages.length > this.capacity) this.messages.length = this.capacity;
    return stored;
  }

  /** Newest first, optionally only those sent to one address. */
  list(to?: string | null): MailMessage[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((m) => !wanted || m.to === wanted);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The developer's view of the outbox: newest first, each message with its link and code. */
export function renderMailbox(messages: MailMessage[]): string {
  const items = messages.length
    ? messages
        .map(
          (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.to)} <time>${escapeHtml(m.sentAt)}</time></header>
  <div class="body">${m.html}</div>
  <p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>
  <p>Code: <code>${escapeHtml(m.otp)}</code></p>
</article>`,
        )
        .join('\n')
    : '<p>No messages yet. Request a password reset and reload this page.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}time{color:#666;font-size:.85em}
a{word-break:break-all}</style></head>
<body><h1>Local mailbox</h1><p>E-mails the local auth service would have sent, newest first.</p>
${items}
</body></html>`;
}
