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

/** A secret and its otpauth:// address as the server answers a setup (the secret is an example, not a real account's). */
export const twoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Pilotage:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Pilotage',
};

export const recoveryCodes = [
  'k7m2-q9xd-4hpa',
  'w3re-8tnb-zc6f',
  'p2vh-j5ky-m9sd',
  'a4ug-x7qe-3nrt',
  'f8cz-b2wm-6jhp',
  'n5dt-r9ya-k3ev',
  'h6qs-e4pf-w8bx',
  'y2jn-c7gu-5mzk',
  't9ar-d3hv-q6wc',
  'u4bk-s8ef-2ptn',
];

/** The panel's calls, answered as the server would. */
export const twoFactorActions = {
  onSetup: async () => {
    await answer();
    return twoFactorSetup;
  },
  onEnable: async () => {
    await answer();
    return recoveryCodes;
  },
  onDisable: async () => {
    await answer();
    return 'Double authentification désactivée.';
  },
  onRegenerate: async () => {
    await answer();
    return recoveryCodes;
  },
};

/** The server accepting a new email: the confirmation the screen shows. */
export const emailChanged = async (): Promise<string> => {
  await answer();
  return 'Adresse email modifiée.';
};
