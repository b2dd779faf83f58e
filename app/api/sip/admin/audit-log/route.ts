import * as contracts from '@/lib/contracts/account';
import { auditLog } from '@/lib/account/data-rights';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/admin/audit-log — what was done to people's data, newest first (admins)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.auditLog, async () => json(await auditLog())),
});
