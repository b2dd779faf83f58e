import { accountPage } from '../_components/account-page';
import { ResetForm } from './reset-form';

const page = accountPage('resetTitle', [], () => <ResetForm />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
