import * as contracts from '@/lib/contracts/atelier';
import { statementCsv, statementFileName } from '@/lib/atelier/statement-files';
import { atelierStatement } from '@/lib/atelier/statements';
import { fileResponse } from '@/lib/http/file-response';
import { endpoint, routes } from '@/lib/http/handler';

// GET /api/sip/ateliers/{id}/statement.csv?month= — the payout statement as CSV
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.exportPayoutStatement, async ({ params, query, auth }) => {
    const statement = await atelierStatement(auth, params.id, query.month);
    return fileResponse(statementCsv(statement), { type: 'text/csv; charset=utf-8', disposition: 'attachment', name: statementFileName(statement, 'csv') });
  }),
});
