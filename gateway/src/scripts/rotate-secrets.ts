import 'reflect-metadata';
import { loadConfig } from '../kernel/config/config';
import { withConfiguredDatabase } from '../composition/configured-database';
import { loadSecretKeys, sealStoredSecrets } from '../kernel/credentials/stored-secrets';

/**
 * `npm run secrets:rotate` (docs/deployment.md, « Changer SECRETS_KEY »): with the new key in
 * SECRETS_KEY and the former one(s) in SECRETS_KEY_PREVIOUS, seals every stored secret again under
 * the new key, in one transaction. Run again, it finds nothing left to do.
 */
async function run() {
  const config = loadConfig();
  await loadSecretKeys(config);
  const resealed = await withConfiguredDatabase(config, (orm) => sealStoredSecrets(orm.em.fork(), { rotate: true }));
  console.log(
    resealed > 0
      ? `${resealed} secret(s) chiffré(s) de nouveau avec la clé actuelle : SECRETS_KEY_PREVIOUS peut être retiré.`
      : 'Tous les secrets sont déjà chiffrés avec la clé actuelle.',
  );
}

run().catch((error: unknown) => {
  console.error('La rotation des secrets a échoué :', error instanceof Error ? error.message : error);
  process.exit(1);
});
