import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string; subject: string; html: string; text: string; messageId: string; language: string | null };

/** A real SMTP server on 127.0.0.1 (ephemeral port) keeping what it receives; RCPT to `reject@…` gets a permanent 550. */
export async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject@')) return callback(Object.assign(new Error('no such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const html = typeof mail.html === 'string' ? mail.html : '';
          received.push({ to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '', subject: mail.subject ?? '', html, text: mail.text ?? '', messageId: mail.messageId ?? '', language: /<html lang="([a-z]+)"/.exec(html)?.[1] ?? null });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as { port: number };
  return { received, port: address.port, url: `smtp://127.0.0.1:${address.port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
