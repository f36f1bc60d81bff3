import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../security/project-config.js';
import { AuthError } from './errors.js';
import type { Mailbox, MailMessage } from './mailbox.js';

type OutgoingMail = Omit<MailMessage, 'id' | 'sentAt'>;

/** Where the auth service's e-mails go: the local mail catcher, or a real SMTP server. */
export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
}

/** Development: messages stay in memory and are shown by the loopback-only mail catcher. */
export function catcherMailer(mailbox: Mailbox): Mailer {
  return {
    async send(message) {
      mailbox.send(message);
    },
  };
}

/** Self-hosting: real e-mail through the configured SMTP server (STARTTLS when the server offers it). */
export function smtpMailer(smtp: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
  });
  return {
    async send(message) {
      // GoTrue's answer when the mail server fails: a 500 that says so, not the SMTP error's details.
      await transport.sendMail({
        from: smtp.senderName ? { name: smtp.senderName, address: smtp.sender } : smtp.sender,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: `${message.subject}\n\n${message.link}\n\nCode: ${message.otp}\n`,
      }).catch((error: unknown) => {
        console.error('[auth] SMTP', error);
        throw new AuthError(500, 'unexpected_failure', `Error sending ${message.type} email`);
      });
    },
  };
}
