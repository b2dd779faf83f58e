import { accountPage } from '../_components/account-page';
import { SignUpForm } from './sign-up-form';

const page = accountPage('signUpTitle', [], () => <SignUpForm />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
