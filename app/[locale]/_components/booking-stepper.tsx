import { useTranslations } from 'next-intl';
import { Stepper, type Step } from '@/components/ui/stepper';
import { Link } from '@/lib/i18n/navigation';

export const BOOKING_STEPS = ['category', 'item', 'services', 'photos', 'cart', 'details', 'delivery', 'review'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** The booking flow's stepper; `hrefs` makes done steps links back. */
export function BookingStepper({ current, hrefs = {} }: { current: BookingStep; hrefs?: Partial<Record<BookingStep, string>> }) {
  const t = useTranslations('Booking');
  const steps: Step[] = BOOKING_STEPS.map((key) => ({ key, label: t(`steps.${key}`), href: hrefs[key] }));
  return (
    <Stepper
      steps={steps}
      current={current}
      label={t('steps.label')}
      renderLink={(step, children) => (
        <Link href={step.href!} className="stepper-item">
          {children}
        </Link>
      )}
    />
  );
}

/** `?zip=…&country=…` carried through the booking steps. */
export function areaQuery(area: { zip?: string; country?: string }): string {
  const q = new URLSearchParams();
  if (area.zip) q.set('zip', area.zip);
  if (area.country) q.set('country', area.country);
  const s = q.toString();
  return s ? `?${s}` : '';
}
