import { titleMetadata } from '@/lib/i18n/page-title';
import { listDeliveryOptions } from '@/lib/places/service';
import { ClientIsland } from '../../_components/messages';
import { backOfficePage } from '../_components/back-office-page';
import { DeliveryOptionsAdmin } from './delivery-options-admin';
import '../people/back-office.css';

export const generateMetadata = titleMetadata('Places', 'delivery.title');

// Delivery options (docs/back-office.md#places): price per currency, transit days, payment methods, pick-up slots, active.
export default async function DeliveryOptionsPage({ params }: PageProps<'/[locale]/admin/delivery-options'>) {
  const { locale } = await backOfficePage(params, '/admin/delivery-options');
  return (
    <ClientIsland messages={['Places', 'UI']}>
      <DeliveryOptionsAdmin options={await listDeliveryOptions()} locale={locale} />
    </ClientIsland>
  );
}
