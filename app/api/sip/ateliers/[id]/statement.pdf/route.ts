import * as contracts from '@/lib/contracts/atelier';
import { statementFileName, statementPdf } from '@/lib/atelier/statement-files';
import { atelierStatement } from '@/lib/atelier/statements';
import { fileResponse } from '@/lib/http/file-response';
import { endpoint, routes } from '@/lib/http/handler';

// GET /api/sip/ateliers/{id}/statement.pdf?month= — the payout statement as a PDF, in the reader's language
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getPayoutStatementPdf, async ({ params, query, auth, locale }) => {
    const statement = await atelierStatement(auth, params.id, query.month);
    return fileResponse(Buffer.from(await statementPdf(statement, locale)), { type: 'application/pdf', disposition: 'inline', name: statementFileName(statement, 'pdf') });
  }),
});
