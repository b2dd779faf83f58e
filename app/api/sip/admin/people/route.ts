import * as contracts from '@/lib/contracts/people';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { listPeople } from '@/lib/people/accounts';

// GET /api/sip/admin/people — staff, admins and open invitations (admins; staff 404)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listPeople, async () => json(await listPeople())),
});
