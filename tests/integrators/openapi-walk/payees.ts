import * as payeesRoute from '@/app/api/sip/admin/payees/route';
import * as statementRoute from '@/app/api/sip/admin/payees/[id]/statement/route';
import * as statementCsvRoute from '@/app/api/sip/admin/payees/[id]/statement.csv/route';
import * as statementPdfRoute from '@/app/api/sip/admin/payees/[id]/statement.pdf/route';
import * as statementPaidRoute from '@/app/api/sip/admin/payees/[id]/statement/paid/route';
import * as storePayeesRoute from '@/app/api/sip/admin/stores/[id]/payees/route';
import { expect } from 'vitest';
import { call } from '../../helpers/http';
import { firstLines, record, signature } from './record';

/**
 * Before the walk books: an operator and a partner payee, named on every store, so the orders the
 * walk books carry their fees to them (docs/atelier.md#payee-statements).
 */
export async function walkPayeesBeforeBooking(admin: Record<string, string>) {
  const operator = await record('createPayee', payeesRoute.POST, { method: 'POST', body: { role: 'operator', name: 'Réseau Reprise SAS', email: 'reversements@reseau-reprise.example' }, headers: admin });
  const partner = (await call(payeesRoute.POST, '/x', { method: 'POST', body: { role: 'partner', name: 'Coursiers Parisiens', email: '' }, headers: admin })).json.id as string;
  const stores = (await call(payeesRoute.GET, '/x', { headers: admin })).json.stores as { id: string }[];
  for (const [i, store] of stores.entries()) {
    const init = { method: 'PUT' as const, body: { operator: operator.json.id, partner }, params: { id: store.id }, headers: admin };
    if (i === 0) await record('setStorePayees', storePayeesRoute.PUT, init);
    else expect((await call(storePayeesRoute.PUT, '/x', init)).status).toBe(200);
  }
}

/** After the walk's orders are invoiced: the operator's statement of the month, its files, the month before paid. */
export async function walkPayeeStatements(admin: Record<string, string>, month: string, before: string, orderId: string) {
  const list = await record('listPayees', payeesRoute.GET, { headers: admin });
  const id = (list.json.payees as { id: string; role: string }[]).find((p) => p.role === 'operator')!.id;
  const statement = await record('getPayeeStatement', statementRoute.GET, { path: `/api/sip/admin/payees/${id}/statement?month=${month}`, params: { id }, headers: admin });
  expect((statement.json.lines as { orderId: string }[]).some((l) => l.orderId === orderId), 'the completed order’s line on the operator’s statement').toBe(true);
  await record('exportPayeeStatement', statementCsvRoute.GET, { path: `/api/sip/admin/payees/${id}/statement.csv?month=${month}`, params: { id }, headers: admin }, firstLines(2));
  await record('getPayeeStatementPdf', statementPdfRoute.GET, { path: `/api/sip/admin/payees/${id}/statement.pdf?month=${month}`, params: { id }, headers: admin }, signature(8));
  await record('markPayeeStatementPaid', statementPaidRoute.POST, { method: 'POST', body: { month: before, reference: 'VIR-RESEAU-0001' }, params: { id }, headers: admin });
}
