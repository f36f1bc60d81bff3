import { describe, expect, it } from 'vitest';
import { Mailbox, renderMailbox } from './mailbox.js';

const message = (to: string, subject = 'Reset your password') => ({
  to, subject, type: 'recovery', html: '<p>Follow the link</p>', link: 'http://localhost/auth/v1/verify?token=a&type=recovery', otp: '123456',
});

describe('Mailbox', () => {
  it('lists the newest message first and filters by address', () => {
    const box = new Mailbox();
    box.send(message('a@example.com', 'first'));
    box.send(message('b@example.com', 'second'));
    box.send(message('a@example.com', 'third'));
    expect(box.list().map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(box.list('A@example.com').map((m) => m.subject)).toEqual(['third', 'first']);
  });

  it('keeps only the latest messages', () => {
    const box = new Mailbox(2);
    for (const subject of ['1', '2', '3']) box.send(message('a@example.com', subject));
    expect(box.list().map((m) => m.subject)).toEqual(['3', '2']);
  });

  it('renders links and escapes what came from users', () => {
    const box = new Mailbox();
    box.send(message('<script>@example.com'));
    const html = renderMailbox(box.list());
    expect(html).toContain('href="http://localhost/auth/v1/verify?token=a&amp;type=recovery"');
    expect(html).toContain('&lt;script&gt;@example.com');
    expect(html).not.toContain('<script>@');
  });
});
