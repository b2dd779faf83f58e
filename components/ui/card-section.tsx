import type { ReactNode } from 'react';

type Props = { id: string; title: ReactNode; className?: string; children: ReactNode };

/** A card with its own heading, named by it for assistive technology (`aria-labelledby`). */
export function CardSection({ id, title, className, children }: Props) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={id}>
      <h2 id={id} className="h3">
        {title}
      </h2>
      {children}
    </section>
  );
}
