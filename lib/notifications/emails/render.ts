import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailContent } from './content';
import { EmailDocument } from './document';

export type RenderedEmail = { subject: string; html: string; text: string };

/** HTML from React (escaped by React), and the plain-text part from the same content. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(createElement(EmailDocument, { content }))}`;
  return { subject: content.subject, html, text: plainText(content) };
}

function plainText(c: EmailContent): string {
  const out: string[] = [c.heading, '', c.greeting, '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.lines) {
    out.push(c.lines.caption);
    for (const [label, qty, price] of c.lines.rows) out.push(`- ${label} × ${qty}: ${price}`);
    for (const [label, amount] of c.lines.totals) out.push(`  ${label}: ${amount}`);
    out.push('');
  }
  for (const section of c.sections) out.push(section.heading, ...section.paragraphs, '');
  for (const action of c.actions) out.push(`${action.label}: ${action.href}`);
  if (c.actions.length) out.push('');
  out.push(c.trackIntro, c.trackLink.href, '', '--', c.footer);
  return out.join('\n');
}
