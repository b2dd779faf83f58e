import nodemailer, { type Transporter } from 'nodemailer';

export type Mail = { from: string; to: string; subject: string; html: string; text: string; messageId: string };
export type MailSender = { send: (mail: Mail) => Promise<void> };

const cache = new Map<string, Transporter>();

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL); null without one: messages are then only kept. */
export function smtpSender(url = process.env.SMTP_URL): MailSender | null {
  if (!url) return null;
  let transport = cache.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    cache.set(url, transport);
  }
  const t = transport;
  return { send: async (mail) => void (await t.sendMail({ ...mail, messageId: `<${mail.messageId}@reprise>` })) };
}

export const mailFrom = () => process.env.MAIL_FROM || 'Reprise <no-reply@reprise.invalid>';

/** A refusal no retry will change: the server's 5xx, or an address nodemailer cannot send to. */
export function isPermanentMailError(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string };
  return (typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600) || e.code === 'EENVELOPE';
}
