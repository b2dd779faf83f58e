import { getDraft } from '@/lib/catalogue/editor/service';
import { catalogueVersions } from '@/lib/catalogue/price-import';
import { titleMetadata } from '@/lib/i18n/page-title';
import { ClientIsland } from '../../_components/messages';
import { backOfficePage } from '../_components/back-office-page';
import { CatalogueEditor } from './catalogue-editor';
import '../people/back-office.css';
import './catalogue.css';

export const generateMetadata = titleMetadata('CatalogueEditor', 'title');

// The catalogue editor (docs/back-office.md#catalogue-editor): the shared draft, publish, restore; admins only (staff: 404).
export default async function CataloguePage({ params }: PageProps<'/[locale]/admin/catalogue'>) {
  const { locale } = await backOfficePage(params, '/admin/catalogue');
  const [draft, { versions }] = await Promise.all([getDraft(), catalogueVersions()]);
  return (
    <ClientIsland messages={['CatalogueEditor', 'UI']}>
      <CatalogueEditor initial={draft} versions={versions} locale={locale} />
    </ClientIsland>
  );
}
