import type { Db } from './db.js';
import { AuthError } from './errors.js';
import { takeEmailSent } from './limits.js';
import { sendAuthMail, verifyLink, type AuthMail } from './mail.js';
import type { AuthContext } from './service-context.js';
import { newOtp, tokenHash } from './tokens.js';
import type { UserRow } from './user-json.js';

export interface MailedCode {
  user: UserRow;
  to: string;
  /** The token columns the code lives in: GoTrue keeps magic links in the recovery ones, with their max_frequency. */
  columns: 'confirmation' | 'recovery';
  kind: AuthMail['kind'];
  /** The link's GET /verify type. */
  verifyType: 'signup' | 'magiclink';
  redirectTo: string;
}

/**
 * Issues a mailed link and code, as GoTrue's sendConfirmation and sendMagicLink do: at most once per
 * max_frequency per user (429 over_email_send_rate_limit), within the hourly e-mail limit, the code's hash
 * stored in `<columns>_token` and the mail sent.
 */
export async function sendMailedCode(tx: Db, { config, mailer, limits }: Pick<AuthContext, 'config' | 'mailer' | 'limits'>, code: MailedCode): Promise<void> {
  const { user, to, columns, kind, verifyType, redirectTo } = code;
  checkSentWithinFrequency(columns === 'recovery' ? user.recovery_sent_at : user.confirmation_sent_at, config.emailMaxFrequencySeconds);
  takeEmailSent(limits, config);
  const otp = newOtp(config.emailOtpLength);
  const hash = tokenHash(to, otp);
  const sql = columns === 'recovery'
    ? `update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`
    : `update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`;
  await tx.query(sql, [user.id, hash]);
  await sendAuthMail(mailer, config, { kind, to, link: verifyLink(config, hash, verifyType, redirectTo), otp, tokenHash: hash, redirectTo });
}

/** GoTrue's validateSentWithinFrequencyLimit. */
function checkSentWithinFrequency(sentAt: Date | null, maxFrequencySeconds: number): void {
  const waitMs = sentAt ? sentAt.getTime() + maxFrequencySeconds * 1000 - Date.now() : 0;
  if (waitMs > 0) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
  }
}
