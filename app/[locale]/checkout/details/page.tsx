import { checkoutStepMetadata, checkoutStepPage } from '../_step-page';
import { DetailsStep } from './details-step';

export const generateMetadata = checkoutStepMetadata('details');

export default async function DetailsPage(props: PageProps<'/[locale]/checkout/details'>) {
  const messages = ['Checkout', 'Cart', 'Account', 'AccountSelf.savedAddressPick', 'AccountSelf.savedAddressNone', 'UI', 'Logistics'];
  return checkoutStepPage(props, 'details', messages, (locale, cartId) => <DetailsStep locale={locale} serverCartId={cartId} />);
}
