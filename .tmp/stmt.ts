import { drizzle } from 'drizzle-orm/postgres-js';
import { orderListItemsStatement } from '../db/order-list-items';
import { orderPageQuery } from '../db/orders';
import * as schema from '../db/schema';
const db = drizzle.mock ? drizzle.mock({ schema }) : (drizzle as any)({ schema });
const page = orderPageQuery(db as any, {}, { sort: 'desc', limit: 51 }).toSQL();
const { text, params } = orderListItemsStatement(page, 50);
console.log(text.replace('$1', String(params.values[0])).replace('$2', String(params.values[1])));
