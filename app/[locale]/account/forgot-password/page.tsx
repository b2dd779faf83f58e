import { accountPage } from '../_components/account-page';
import { ForgotForm } from './forgot-form';

const page = accountPage('forgotTitle', [], (locale) => <ForgotForm locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
