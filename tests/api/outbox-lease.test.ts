import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { emailMessages } from '@/db/schema';
import { newId } from '@/lib/ids';
import type { MailSender } from '@/lib/notifications/mailer';
import { deliverDueEmails } from '@/lib/notifications/deliver';

// The outbox's lease (db/outbox.ts, docs/notifications.md): a claimed row is nobody else's until
// its lease ends, and a worker that outlived its lease cannot settle the row another worker took
// over. Both halves are checked with a worker stuck in its SMTP call. PGlite only (one database
// per file): the workers here would send any other file's due e-mails on a shared database.

const LEASE_MS = 60_000;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('outbox lease', () => {
  it('keeps a claimed e-mail from other workers until the lease ends, and a late worker cannot settle what another took over', async () => {
    const db = await getDb();
    const id = newId();
    // Due long ago: the first row any worker claims.
    await db.insert(emailMessages).values({ id, eventId: `lease-${id}`, kind: 'test', locale: 'en', toAddress: 'lease@example.com', subject: 'Lease', html: '<p>Lease</p>', text: 'Lease', status: 'queued', nextAttemptAt: new Date('2000-01-01T00:00:00Z'), createdAt: new Date() });
    const now = new Date();
    const sentBy: Record<string, string[]> = { slow: [], other: [], later: [] };
    const recorder = (name: string): MailSender => ({ send: async (mail) => void sentBy[name]!.push(mail.messageId) });

    // Worker "slow" claims it and hangs in the SMTP call, then fails for good (a 5xx).
    const stuck = gate();
    const entered = gate();
    const slow: MailSender = {
      send: async (mail) => {
        sentBy.slow!.push(mail.messageId);
        entered.open();
        await stuck.opened;
        throw Object.assign(new Error('550 late refusal'), { responseCode: 550 });
      },
    };
    const slowRun = deliverDueEmails(db, slow, { now, leaseMs: LEASE_MS, limit: 1 });
    await entered.opened;

    // Within the lease, another worker does not send it again.
    await deliverDueEmails(db, recorder('other'), { now: new Date(now.getTime() + LEASE_MS - 1_000), limit: 100 });
    expect(sentBy.other).not.toContain(id);

    // After the lease, a worker takes it over and sends it.
    await deliverDueEmails(db, recorder('later'), { now: new Date(now.getTime() + LEASE_MS + 1_000), limit: 100 });
    expect(sentBy.later).toContain(id);
    const [taken] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(taken).toMatchObject({ status: 'sent', attempts: 2 });

    // The first worker's late failure is not written over the sent message.
    stuck.open();
    await slowRun;
    const [after] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sentBy.slow).toEqual([id]);
  });
});
