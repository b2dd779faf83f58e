import { accountPage } from '../_components/account-page';
import { ConfirmForm } from './confirm-form';

const page = accountPage('confirmTitle', [], () => <ConfirmForm />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
