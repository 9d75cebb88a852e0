// Runs the gateway's own query functions on a plain `pg` pool, so the baseline sends exactly the
// SQL the gateway sends, with the same bound parameters.

/** The part of MikroORM's EntityManager that `query()` (gateway/src/kernel/database/sql.ts) reads: no transaction, this pool. */
export function poolEntityManager(pool) {
  return {
    getTransactionContext: () => undefined,
    config: { getExtension: () => pool },
  };
}
