import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import { ERROR_STATUS, type ErrorCode } from '@/lib/http/errors';
import { ApiReference } from './docs-client';
import { problemDetailParams } from './problem-detail';

const t = createTranslator({ locale: 'en', messages: en });

// GET /docs — the rendered OpenAPI reference, and the problem types its errors point at.
export default function DocsPage() {
  const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
  return (
    <>
      <ApiReference />
      <section style={{ maxWidth: '60rem', margin: '2rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
        <h2>{t('Docs.problemTypes')}</h2>
        <p>{t('Docs.problemIntro')}</p>
        <dl>
          {codes.map((code) => (
            <div key={code} id={`problem-${code}`}>
              <dt>
                <code>{code}</code> · {ERROR_STATUS[code]} · {t(`Problems.${code}.title`)}
              </dt>
              <dd>{t(`Problems.${code}.detail`, problemDetailParams(en.Problems[code].detail))}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
