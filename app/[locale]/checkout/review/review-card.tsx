import type { ReactNode } from 'react';
import { CardSection } from '@/components/ui/card-section';
import { Link } from '@/lib/i18n/navigation';

type Props = { id: string; title: ReactNode; back: { href: '/cart' | '/checkout/details' | '/checkout/delivery'; label: string }; children: ReactNode };

/** One part of the review (garments, you, delivery), ending with the way back to the step that changes it. */
export function ReviewCard({ id, title, back, children }: Props) {
  return (
    <CardSection id={id} title={title}>
      {children}
      <Link href={back.href} className="small">
        {back.label}
      </Link>
    </CardSection>
  );
}
