import { accountPage } from '../_components/account-page';
import { SignInPanel } from './sign-in-panel';

const page = accountPage('signInTitle', ['Account'], () => <SignInPanel />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
