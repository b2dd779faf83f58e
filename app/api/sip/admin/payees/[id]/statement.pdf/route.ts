import * as contracts from '@/lib/contracts/atelier';
import { statementFileName, statementPdf } from '@/lib/atelier/statement-files';
import { roleStatement } from '@/lib/atelier/statements';
import { fileResponse } from '@/lib/http/file-response';
import { endpoint, routes } from '@/lib/http/handler';

// GET /api/sip/admin/payees/{id}/statement.pdf?month= — the payee's statement as a PDF, in the reader's language (the atelier's writer)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getPayeeStatementPdf, async ({ params, query, auth, locale }) => {
    const statement = await roleStatement(auth, params.id, query.month);
    return fileResponse(Buffer.from(await statementPdf(statement, locale)), { type: 'application/pdf', disposition: 'inline', name: statementFileName(statement, 'pdf') });
  }),
});
