import * as contracts from '@/lib/contracts/people';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { invite } from '@/lib/people/invitations';

// POST /api/sip/admin/invitations — invite a colleague by e-mail (admins; staff 404)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.invitePerson, async ({ body, auth, locale }) => {
    const { storesById, providersById } = await getCatalogue();
    const row = await invite(auth, await body(), { store: (id) => storesById.has(id), atelier: (id) => providersById.has(id) }, locale);
    return json(
      { id: row.id, email: row.email, givenName: row.givenName, familyName: row.familyName, role: row.role, storeId: row.storeId, atelierId: row.atelierId, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), sent: false },
      { status: 201 },
    );
  }),
});
