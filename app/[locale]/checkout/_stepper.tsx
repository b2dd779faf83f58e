import { BookingStepper, type BookingStep } from '../_components/booking-stepper';

export function CheckoutStepper({ current }: { current: BookingStep }) {
  return <BookingStepper current={current} hrefs={{ cart: '/cart', details: '/checkout/details', delivery: '/checkout/delivery' }} />;
}
