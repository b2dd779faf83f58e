import { accountPage } from './_components/account-page';
import { AccountHome } from './account-home';

const page = accountPage('accountTitle', ['Account', 'Checkout.countries', 'Checkout.errors', 'Checkout.details.phoneCountry', 'Logistics.state', 'Logistics.stateChoose'], () => <AccountHome />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
