import type { ReactNode } from 'react';

type Props = { code: number; heading: ReactNode; text: ReactNode; children: ReactNode };

/** A whole-page status (404): the code shown large but not read, the heading, a line, the ways on. */
export function StatusPage({ code, heading, text, children }: Props) {
  return (
    <section className="status-page" aria-labelledby="nf-title">
      <p className="status-code" aria-hidden="true">
        {code}
      </p>
      <h1 id="nf-title">{heading}</h1>
      <p className="lead">{text}</p>
      <p className="status-actions">{children}</p>
    </section>
  );
}
