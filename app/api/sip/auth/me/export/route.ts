import * as contracts from '@/lib/contracts/account';
import { exportAccountData } from '@/lib/account/data-rights';
import { endpoint, routes } from '@/lib/http/handler';

// GET /api/sip/auth/me/export — everything kept about the account, as a JSON file (GDPR art. 15, 20)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(
    contracts.exportAccountData,
    async ({ auth }) => {
      const data = await exportAccountData(auth);
      return new Response(JSON.stringify(data, null, 2), {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="reprise-data-${data.exportedAt.slice(0, 10)}.json"`,
          'cache-control': 'no-store',
        },
      });
    },
  ),
});
