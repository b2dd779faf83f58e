import { checkoutStepMetadata, checkoutStepPage } from '../_step-page';
import { DeliveryStep } from './delivery-step';

export const generateMetadata = checkoutStepMetadata('delivery');

export default async function DeliveryPage(props: PageProps<'/[locale]/checkout/delivery'>) {
  const messages = ['Checkout', 'Cart', 'Account', 'UI', 'Logistics'];
  return checkoutStepPage(props, 'delivery', messages, (locale, cartId) => <DeliveryStep locale={locale} serverCartId={cartId} />);
}
