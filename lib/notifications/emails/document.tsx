import type { CSSProperties } from 'react';
import type { EmailContent } from './content';

// Mail clients ignore <style> blocks and CSS variables unevenly: the brand's look goes inline.
const INK = '#1f2a24';
const ACCENT = '#2f5d50';
const body: CSSProperties = { margin: 0, padding: '24px 12px', background: '#f4f1ea', color: INK, fontFamily: 'Georgia, "Times New Roman", serif', fontSize: 16, lineHeight: 1.5 };
const card: CSSProperties = { maxWidth: 600, margin: '0 auto', background: '#ffffff', borderRadius: 8, padding: '24px 28px' };
const button: CSSProperties = { display: 'inline-block', background: ACCENT, color: '#ffffff', padding: '12px 20px', borderRadius: 6, textDecoration: 'underline', fontWeight: 'bold', margin: '4px 8px 4px 0' };
const cell: CSSProperties = { padding: '6px 4px', borderBottom: '1px solid #e4ded2', textAlign: 'left', verticalAlign: 'top' };
const num: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };

/** One customer e-mail: a real document (language, title, headings, a captioned table with headers) so screen readers read it well. */
export function EmailDocument({ content }: { content: EmailContent }) {
  const { lines } = content;
  return (
    <html lang={content.locale}>
      {/* An e-mail is a whole document of its own, not a Next page: next/head does not apply. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={body}>
        <main style={card}>
          <p style={{ margin: 0, color: ACCENT, fontWeight: 'bold', letterSpacing: 1 }}>Reprise</p>
          <h1 style={{ fontSize: 24, margin: '8px 0 16px' }}>{content.heading}</h1>
          <p>{content.greeting}</p>
          {content.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {lines && (
            <table style={{ width: '100%', borderCollapse: 'collapse', margin: '16px 0' }}>
              <caption style={{ textAlign: 'left', fontWeight: 'bold', padding: '4px 0' }}>{lines.caption}</caption>
              <thead>
                <tr>
                  <th scope="col" style={cell}>{lines.columns[0]}</th>
                  <th scope="col" style={num}>{lines.columns[1]}</th>
                  <th scope="col" style={num}>{lines.columns[2]}</th>
                </tr>
              </thead>
              <tbody>
                {lines.rows.map(([label, qty, price], i) => (
                  <tr key={i}>
                    <td style={cell}>{label}</td>
                    <td style={num}>{qty}</td>
                    <td style={num}>{price}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {lines.totals.map(([label, amount], i) => (
                  <tr key={label}>
                    <th scope="row" colSpan={2} style={{ ...cell, fontWeight: i === lines.totals.length - 1 ? 'bold' : 'normal' }}>{label}</th>
                    <td style={{ ...num, fontWeight: i === lines.totals.length - 1 ? 'bold' : 'normal' }}>{amount}</td>
                  </tr>
                ))}
              </tfoot>
            </table>
          )}
          {lines?.note ? <p style={{ textAlign: 'right', fontSize: 13, color: '#555', margin: '4px 0 0' }}>{lines.note}</p> : null}
          {content.sections.map((section) => (
            <section key={section.heading}>
              <h2 style={{ fontSize: 18, margin: '20px 0 8px' }}>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
          {content.actions.length > 0 && (
            <p>
              {content.actions.map((a) => (
                <a key={a.href} href={a.href} style={button}>{a.label}</a>
              ))}
            </p>
          )}
          {content.trackLink && (
            <>
              <p>{content.trackIntro}</p>
              <p>
                <a href={content.trackLink.href} style={button}>{content.trackLink.label}</a>
              </p>
            </>
          )}
          <p style={{ fontSize: 13, color: '#5b625d', marginTop: 24 }}>{content.footer}</p>
        </main>
      </body>
    </html>
  );
}
