import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getFormatter, getTranslations } from 'next-intl/server';
import { StepHeading } from '@/components/ui/step-heading';
import { auditLog } from '@/lib/account/data-rights';
import { requireStaffPage } from '@/lib/admin/gate';
import { peopleMap } from '@/lib/admin/people';
import { getDb } from '@/db/client';
import { titleMetadata } from '@/lib/i18n/page-title';
import type { Locale } from '@/lib/schemas/common';
import { NoAccess } from '../_components/no-access';
import '../people/back-office.css';

export const generateMetadata = titleMetadata('AuditLogPage', 'title');

const changeLine = (detail: Record<string, unknown>) => {
  const before = (detail.before ?? {}) as Record<string, unknown>;
  const after = (detail.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) {
    const { before: _b, after: _a, ...rest } = detail;
    return Object.keys(rest).length ? JSON.stringify(rest) : '';
  }
  return keys.map((k) => `${k}: ${JSON.stringify(before[k] ?? null)} → ${JSON.stringify(after[k] ?? null)}`).join('\n');
};

// The audit log (docs/back-office.md#audit-log): who changed what and when, newest first; admins only (staff: 404).
export default async function AuditLogPage({ params }: PageProps<'/[locale]/admin/audit-log'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, '/admin/audit-log');
  if (principal.role === 'staff') notFound();
  if (principal.role !== 'admin') return <NoAccess email={principal.email} />;
  const t = await getTranslations({ locale, namespace: 'AuditLogPage' });
  const format = await getFormatter({ locale });
  const entries = await auditLog(200);
  const people = await peopleMap(await getDb(), entries.map((e) => e.actorAccountId));
  return (
    <>
      <StepHeading>{t('title')}</StepHeading>
      <p>{t('intro')}</p>
      {entries.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <table className="table audit-table">
          <caption className="visually-hidden">{t('title')}</caption>
          <colgroup>
            <col style={{ width: '16%' }} />
            <col style={{ width: '20%' }} />
            <col style={{ width: '18%' }} />
            <col style={{ width: '20%' }} />
            <col style={{ width: '26%' }} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('when')}</th>
              <th scope="col">{t('who')}</th>
              <th scope="col">{t('action')}</th>
              <th scope="col">{t('subject')}</th>
              <th scope="col">{t('change')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>
                  <time dateTime={e.at}>{format.dateTime(new Date(e.at), { dateStyle: 'short', timeStyle: 'medium' })}</time>
                </td>
                <td>{e.actorRole === 'cli' ? t('cli') : (people[e.actorAccountId]?.email ?? e.actorAccountId)}</td>
                <td><code>{e.action}</code></td>
                <td>{e.summary || `${e.subjectType} ${e.subjectId || e.subjectAccountId || ''}`}</td>
                <td><code>{changeLine(e.detail)}</code></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
