import * as contracts from '@/lib/contracts/atelier';
import { statementCsv, statementFileName } from '@/lib/atelier/statement-files';
import { roleStatement } from '@/lib/atelier/statements';
import { fileResponse } from '@/lib/http/file-response';
import { endpoint, routes } from '@/lib/http/handler';

// GET /api/sip/admin/payees/{id}/statement.csv?month= — the payee's statement as CSV (the atelier's writer)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.exportPayeeStatement, async ({ params, query, auth }) => {
    const statement = await roleStatement(auth, params.id, query.month);
    return fileResponse(statementCsv(statement), { type: 'text/csv; charset=utf-8', disposition: 'attachment', name: statementFileName(statement, 'csv') });
  }),
});
