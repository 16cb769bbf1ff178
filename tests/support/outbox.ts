/**
 * The embedded API's outbox (commerce/domain/mail/mailer.ts): without SMTP_URL every e-mail is a
 * `.eml` file there. Tests read the messages sent to an address, as the operator would.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  /** The message as sent, with its quoted-printable lines joined and decoded. */
  body: string;
}

/** Quoted-printable: soft line breaks joined, `=XX` bytes decoded (the messages are ASCII or UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function header(message: string, name: string): string {
  const [head = ""] = message.split(/\r?\n\r?\n/);
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  return (match?.[1] ?? "").replace(/\r?\n[ \t]+/g, " ").trim();
}

/** Every message in `dir` to `to`, oldest first (the files are named by time). */
export async function messagesTo(dir: string, to: string): Promise<OutboxMessage[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  const messages: OutboxMessage[] = [];
  for (const file of files) {
    const raw = await readFile(join(dir, file), "utf8");
    const recipient = header(raw, "To");
    if (!recipient.toLowerCase().includes(to.toLowerCase())) continue;
    messages.push({ file, to: recipient, subject: header(raw, "Subject"), body: decodeQuotedPrintable(raw) });
  }
  return messages;
}

/** The password reset link in a message's text (the first http(s) URL with a token). */
export function resetLinkIn(message: OutboxMessage): string {
  const link = /https?:\/\/[^\s"<>]+[?&]token=[^\s"<>&]+/.exec(message.body)?.[0];
  if (!link) throw new Error(`No reset link in ${message.file}`);
  return link.replace(/&amp;/g, "&");
}
