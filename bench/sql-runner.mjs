// Runs the gateway's own query functions on a plain `pg` pool, so the baseline sends exactly the
// SQL the gateway sends, with the same bound parameters.
import { toPgQuery } from '../gateway/dist/src/shared/sql.js';

/** The part of MikroORM's EntityManager the query modules use, over a pg pool. */
export function poolEntityManager(pool) {
  return {
    // readRows() then calls execute() below instead of borrowing the ORM's pool.
    isInTransaction: () => true,
    async execute(sql, params = []) {
      const { text, values } = toPgQuery(sql, params);
      return (await pool.query(text, values)).rows;
    },
  };
}
