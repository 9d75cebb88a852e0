import { AccessTokenView } from '../../kernel/helpers/views';
import { parseId } from '../../kernel/helpers/ids';
import type { RestRoutes } from '../../transports/http/rest';
import { body, params } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import {
  disableTwoFactor,
  enableTwoFactor,
  loginTwoFactor,
  regenerateRecoveryCodes,
  removeUserTwoFactor,
  setupTwoFactor,
} from './two-factor.service';
import {
  DisableTwoFactorInput,
  EnableTwoFactorInput,
  LoginTwoFactorInput,
  RecoveryCodesView,
  RegenerateRecoveryCodesInput,
  SetupTwoFactorInput,
  TwoFactorSetupView,
} from './two-factor.types';

const account = { tag: 'Compte', access: 'signed-in' } as const;
// Every wrong password or code of these calls counts as a failed sign-in (docs/product.md §11).
const COUNTED =
  "Chaque mot de passe ou code faux compte comme un échec de connexion (429 au-delà de la limite) et s'inscrit au journal.";

export function twoFactorRoutes(rest: RestRoutes) {
  rest.post('/api/login/2fa', (ctx, req) => loginTwoFactor(ctx, body(req)), {
    summary: 'Se connecter : deuxième étape (code de vérification)',
    description:
      "Après un `POST /api/login` qui a répondu `mfa_required`, avec son `mfa_token` (valable 5 minutes, une seule fois) et le `code` à 6 chiffres de l'application ou un `recovery_code` (chacun ne sert qu'une fois). " +
      'Code faux ou déjà utilisé : 401 « Code de vérification invalide. » ; `mfa_token` inconnu ou expiré : 401. ' +
      "Chaque code faux compte comme un échec de connexion du nom d'utilisateur : 429 au-delà de la limite.",
    tag: 'Compte',
    access: 'public',
    body: LoginTwoFactorInput,
    response: AccessTokenView,
    errors: [401, 429, 503],
  });
  rest.post('/api/me/2fa/setup', (ctx, req) => setupTwoFactor(ctx, body(req)), {
    ...account,
    summary: 'Préparer la double authentification',
    description:
      "Avec le `password` du compte. Rend un nouveau secret et son adresse `otpauth://` (le QR code), en attente jusqu'à `POST /api/me/2fa/enable`. " +
      `Mot de passe faux : 400 ; déjà activée : 409. Permis à l'Admin à qui la double authentification est exigée. ${COUNTED}`,
    body: SetupTwoFactorInput,
    response: TwoFactorSetupView,
    errors: [409, 429, 503],
  });
  rest.post('/api/me/2fa/enable', (ctx, req) => enableTwoFactor(ctx, body(req)), {
    ...account,
    summary: 'Activer la double authentification',
    description:
      "Avec le `password` et un `code` de l'application réglée par `setup`. Rend les 10 codes de secours, montrés cette seule fois, et ferme les autres sessions. " +
      `Mot de passe ou code faux, ou pas de \`setup\` : 400 ; déjà activée : 409. ${COUNTED}`,
    body: EnableTwoFactorInput,
    response: RecoveryCodesView,
    errors: [409, 429, 503],
  });
  rest.post('/api/me/2fa/recovery-codes', (ctx, req) => regenerateRecoveryCodes(ctx, body(req)), {
    ...account,
    summary: 'Renouveler les codes de secours',
    description:
      "Avec le `password` et un `code` de l'application ou un code de secours inutilisé. Rend 10 nouveaux codes, montrés cette seule fois ; les anciens ne servent plus. " +
      `Mot de passe ou code faux : 400 ; pas activée : 409. ${COUNTED}`,
    body: RegenerateRecoveryCodesInput,
    response: RecoveryCodesView,
    errors: [409, 429, 503],
  });
  rest.post('/api/me/2fa/disable', (ctx, req) => disableTwoFactor(ctx, body(req)), {
    ...account,
    summary: 'Désactiver la double authentification',
    description:
      "Avec le `password` et un `code` de l'application ou un code de secours inutilisé ; ferme les autres sessions. Mot de passe ou code faux : 400 ; pas activée : 409. " +
      COUNTED,
    body: DisableTwoFactorInput,
    response: MessageView,
    errors: [409, 429, 503],
  });
  rest.delete('/api/users/:id/2fa', (ctx, req) => removeUserTwoFactor(ctx, parseId(params(req).id)), {
    tag: 'Utilisateurs',
    access: 'admin',
    summary: "Retirer la double authentification d'un utilisateur",
    description:
      'Efface son secret et ses codes de secours (un téléphone perdu), Admin compris, et ferme ses sessions. Son propre compte : 403 (« Mon compte », avec le mot de passe et un code). Pas activée : 409.',
    response: MessageView,
    errors: [409],
  });
}
