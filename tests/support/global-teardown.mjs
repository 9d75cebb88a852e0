import fs from 'node:fs/promises';

export default async function globalTeardown() {
  const state = globalThis.__PILOTAGE_PG__;
  if (!state) return;
  // Called once per project that started the setup: the first call stops the server.
  globalThis.__PILOTAGE_PG__ = undefined;
  await state.embedded.stop();
  await fs.rm(state.dir, { recursive: true, force: true });
}
