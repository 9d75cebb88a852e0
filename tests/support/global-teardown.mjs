import fs from 'node:fs/promises';

export default async function globalTeardown() {
  const state = globalThis.__PILOTAGE_PG__;
  if (!state) return;
  await state.embedded.stop();
  await fs.rm(state.dir, { recursive: true, force: true });
}
