import { sql, type SQL } from 'drizzle-orm';

/**
 * A statement whose best plan depends on its values (docs/performance.md#custom-plans): the
 * search's `LIKE '%' || $1 || '%'` matches 3 orders for one word and 100,000 for another, and
 * the plan that serves one (the trigram bitmap, then a sort) is 100–1,000× too slow for the other
 * (which wants a newest-first walk of the date index that stops at the page). A prepared statement
 * switches to one generic plan for every value after five executions, so these are sent unnamed
 * instead (db/prepared-client.ts): Postgres then plans each execution with its own values, as it
 * does the first five times of a prepared one.
 *
 * The mark is a comment in the statement's text: it travels with the condition into every
 * statement built on it (the list's page, the staff table's page and count, the export), and
 * costs nothing on PGlite, whose statements are never kept.
 */
export const CUSTOM_PLAN_MARK = '/* custom plan */';

/** `condition`, marked so that any statement holding it is planned with its values. */
export const plannedWithValues = (condition: SQL): SQL => sql`${sql.raw(CUSTOM_PLAN_MARK)} ${condition}`;

/** Whether a statement's text asks for a plan made with its values (then it is sent unnamed). */
export const wantsCustomPlan = (text: string): boolean => text.includes(CUSTOM_PLAN_MARK);
