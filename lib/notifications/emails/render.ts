import { createRequire } from 'node:module';
import path from 'node:path';
import type { createElement } from 'react';
import type { renderToStaticMarkup } from 'react-dom/server';
import type { EmailContent } from './content';
import { EmailDocument } from './document';

export type RenderedEmail = { subject: string; html: string; text: string };

type Renderer = { renderToStaticMarkup: typeof renderToStaticMarkup; createElement: typeof createElement };
let renderer: Renderer | undefined;

/**
 * Next bundles server code for React Server Components, where react-dom/server is refused at
 * build time and its react-server build cannot render. The e-mail renderer is therefore loaded
 * by Node itself, with Node's resolution, from the app's node_modules (docs/notifications.md).
 * React elements are plain objects tagged with a global symbol, so either copy renders them.
 */
function loadRenderer(): Renderer {
  if (!renderer) {
    const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
    const [server, react] = ['react-dom/server', 'react'].map((specifier) => nodeRequire(specifier));
    renderer = { renderToStaticMarkup: server.renderToStaticMarkup, createElement: react.createElement };
  }
  return renderer;
}

/** HTML from React (escaped by React), and the plain-text part from the same content. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const react = loadRenderer();
  const html = `<!DOCTYPE html>${react.renderToStaticMarkup(react.createElement(EmailDocument, { content }))}`;
  return { subject: content.subject, html, text: plainText(content) };
}

function plainText(c: EmailContent): string {
  const out: string[] = [c.heading, '', c.greeting, '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.lines) {
    out.push(c.lines.caption);
    for (const [label, qty, price] of c.lines.rows) out.push(`- ${label} × ${qty}: ${price}`);
    for (const [label, amount] of c.lines.totals) out.push(`  ${label}: ${amount}`);
    if (c.lines.note) out.push(`  ${c.lines.note}`);
    out.push('');
  }
  for (const section of c.sections) out.push(section.heading, ...section.paragraphs, '');
  for (const action of c.actions) out.push(`${action.label}: ${action.href}`);
  if (c.actions.length) out.push('');
  if (c.trackLink) out.push(c.trackIntro ?? '', c.trackLink.href, '');
  out.push('--', c.footer);
  return out.join('\n');
}
