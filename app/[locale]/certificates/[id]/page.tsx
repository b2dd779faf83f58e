import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { StepHeading } from '@/components/ui/step-heading';
import { publicCertificate } from '@/lib/certificates/read';
import type { CertificateRecord } from '@/lib/certificates/record';
import { DomainError } from '@/lib/errors';
import { inLanguage } from '@/lib/i18n/translated';
import type { CertificateAnswer } from '@/lib/schemas/certificates';
import type { Locale } from '@/lib/schemas/common';
import { SignatureCheck } from './signature-check';

export async function generateMetadata({ params }: PageProps<'/[locale]/certificates/[id]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Certificate' });
  return { title: t('title'), robots: { index: false } };
}

/** The JWS payload as the record, unverified: the browser checks the signature over these very bytes (SignatureCheck). */
function decodeRecord(jws: string): CertificateRecord | null {
  try {
    return JSON.parse(Buffer.from(jws.split('.')[1] ?? '', 'base64url').toString('utf8')) as CertificateRecord;
  } catch {
    return null;
  }
}

/**
 * A garment's repair certificate, public to whoever holds the link (the QR code on the garment
 * ticket and the invoice): the signed record, checked in the browser against the published keys
 * (docs/certificates.md#page).
 */
export default async function CertificatePage({ params }: PageProps<'/[locale]/certificates/[id]'>) {
  await connection();
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const t = await getTranslations({ locale, namespace: 'Certificate' });
  let answer: CertificateAnswer;
  try {
    answer = await publicCertificate(id);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  }
  const record = answer.jws ? decodeRecord(answer.jws) : null;
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso)) : '—');
  return (
    <>
      <StepHeading>{t('title')}</StepHeading>
      <p className="muted">{t('intro')}</p>
      {answer.state !== 'issued' || !answer.jws ? (
        <div className="card empty">
          <p>{t(answer.state === 'pending' ? 'pending' : 'notIssued')}</p>
        </div>
      ) : (
        <>
          <SignatureCheck
            jws={answer.jws}
            registrySeq={answer.registryEvent?.seq ?? null}
            labels={{ checking: t('checking'), valid: t('valid'), invalid: t('invalid'), unknownKey: t('unknownKey'), unsupported: t('unsupported'), logged: t('logged', { seq: answer.registryEvent?.seq ?? 0 }) }}
          />
          {record && (
            <section className="card certificate" aria-labelledby="certificate-garment">
              <h2 id="certificate-garment">{record.garment.name}</h2>
              <dl className="facts">
                <dt>{t('garment')}</dt>
                <dd>
                  {inLanguage(record.garment.category.name, locale)} › {inLanguage(record.garment.subCategory.name, locale)}
                </dd>
                <dt>{t('services')}</dt>
                <dd>
                  <ul>
                    {record.services.map((s) => (
                      <li key={s.id}>
                        {inLanguage(s.name, locale)}
                        {s.quantity > 1 ? ` × ${s.quantity}` : ''}
                      </li>
                    ))}
                  </ul>
                </dd>
                <dt>{t('atelier')}</dt>
                <dd>{record.atelier.name}</dd>
                <dt>{t('store')}</dt>
                <dd>{record.store.name}</dd>
                <dt>{t('order')}</dt>
                <dd>{record.orderNumber}</dd>
                <dt>{t('booked')}</dt>
                <dd>{date(record.dates.booked)}</dd>
                <dt>{t('received')}</dt>
                <dd>{date(record.dates.received)}</dd>
                <dt>{t('repaired')}</dt>
                <dd>{date(record.dates.repaired)}</dd>
                <dt>{t('completed')}</dt>
                <dd>{date(record.dates.completed)}</dd>
              </dl>
              <details>
                <summary>{t('photos', { before: record.photos.before.length, after: record.photos.after.length })}</summary>
                <p className="muted">{t('photosHint')}</p>
                <ul className="digests">
                  {record.photos.before.map((d) => (
                    <li key={`b-${d}`}>
                      {t('before')}: <code>{d}</code>
                    </li>
                  ))}
                  {record.photos.after.map((d) => (
                    <li key={`a-${d}`}>
                      {t('after')}: <code>{d}</code>
                    </li>
                  ))}
                </ul>
              </details>
            </section>
          )}
          <p className="muted">
            {t('keysHint')} <a href="/.well-known/jwks.json">/.well-known/jwks.json</a>
          </p>
        </>
      )}
    </>
  );
}
