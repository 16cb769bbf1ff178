/**
 * The store's outgoing e-mail (docs/decisions/094-password-reset.md): through SMTP when SMTP_URL is
 * set (nodemailer), otherwise written to an outbox folder the operator can read, one `.eml` file
 * per message, exactly as it would have been sent. A message's text never reaches a log: it may
 * carry a link that signs its reader in to something (a password reset).
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface MailSettings {
  /** SMTP server, e.g. `smtps://user:password@smtp.example.com` (SMTP_URL); unset: the outbox. */
  smtpUrl?: string;
  /** The sender, e.g. `Lumen Optics <shop@example.com>` (MAIL_FROM). */
  from: string;
  /** Where messages go without SMTP (MAIL_OUTBOX_DIR; by default `outbox` beside the data folder). */
  outboxDir: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Messages built as SMTP would send them, written to the outbox; the operator is told once where. */
function outboxMailer(settings: MailSettings): Mailer {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let told = false;
  return {
    async send(mail) {
      const info = await builder.sendMail({ from: settings.from, ...mail });
      const message = info.message as Buffer;
      await mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      // Named by time, so a listing reads oldest first; written whole, then renamed, so a reader never sees half.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const path = join(settings.outboxDir, name);
      await writeFile(`${path}.part`, message, { mode: 0o600 });
      await rename(`${path}.part`, path);
      if (!told) {
        told = true;
        console.warn(`[commerce api] SMTP_URL is not set: e-mails are written to ${settings.outboxDir}, one .eml file per message.`);
      }
    },
  };
}

function smtpMailer(settings: MailSettings & { smtpUrl: string }): Mailer {
  let transport: Transporter | undefined;
  return {
    async send(mail) {
      transport ??= nodemailer.createTransport(settings.smtpUrl);
      await transport.sendMail({ from: settings.from, ...mail });
    },
  };
}

export function createMailer(settings: MailSettings): Mailer {
  return settings.smtpUrl ? smtpMailer({ ...settings, smtpUrl: settings.smtpUrl }) : outboxMailer(settings);
}
