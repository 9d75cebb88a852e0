import { answer } from '../../support/fixtures';

export const PASSWORD_CHANGED = 'Mot de passe modifié. Vos autres sessions ont été fermées.';

/** The server accepting the change, with its confirmation. */
export const passwordChanged = async (): Promise<string> => {
  await answer();
  return PASSWORD_CHANGED;
};

/** The server refusing the current password, with its French message. */
export const wrongCurrentPassword = async (): Promise<string> => {
  await answer();
  throw new Error('Le mot de passe actuel est incorrect.');
};
