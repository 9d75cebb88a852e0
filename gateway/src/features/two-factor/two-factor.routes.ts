import { AccessTokenView } from '../../kernel/helpers/views';
import { parseId } from '../../kernel/helpers/ids';
import type { RestRoutes } from '../../transports/http/rest';
import { body, params } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import { disableTwoFactor, enableTwoFactor, loginTwoFactor, removeUserTwoFactor, setupTwoFactor } from './two-factor.service';
import { DisableTwoFactorInput, EnableTwoFactorInput, LoginTwoFactorInput, RecoveryCodesView, TwoFactorSetupView } from './two-factor.types';

const account = { tag: 'Compte', access: 'signed-in' } as const;

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
  rest.post('/api/me/2fa/setup', (ctx) => setupTwoFactor(ctx), {
    ...account,
    summary: 'Préparer la double authentification',
    description:
      "Rend un nouveau secret et son adresse `otpauth://` (le QR code), en attente jusqu'à `POST /api/me/2fa/enable`. Déjà activée : 409. Permis à l'Admin à qui la double authentification est exigée.",
    response: TwoFactorSetupView,
    errors: [409],
  });
  rest.post('/api/me/2fa/enable', (ctx, req) => enableTwoFactor(ctx, body(req)), {
    ...account,
    summary: 'Activer la double authentification',
    description:
      "Avec un `code` de l'application réglée par `setup`. Rend les 10 codes de secours, montrés cette seule fois. Code faux ou pas de `setup` : 400 ; déjà activée : 409.",
    body: EnableTwoFactorInput,
    response: RecoveryCodesView,
    errors: [409],
  });
  rest.post('/api/me/2fa/disable', (ctx, req) => disableTwoFactor(ctx, body(req)), {
    ...account,
    summary: 'Désactiver la double authentification',
    description:
      "Avec le mot de passe et un `code` de l'application ou un code de secours inutilisé. Mot de passe ou code faux : 400 (un mot de passe faux compte comme un échec de connexion : 429 au-delà) ; pas activée : 409.",
    body: DisableTwoFactorInput,
    response: MessageView,
    errors: [409, 429, 503],
  });
  rest.delete('/api/users/:id/2fa', (ctx, req) => removeUserTwoFactor(ctx, parseId(params(req).id)), {
    tag: 'Utilisateurs',
    access: 'admin',
    summary: "Retirer la double authentification d'un utilisateur",
    description: 'Efface son secret et ses codes de secours (un téléphone perdu). Pas activée : 409.',
    response: MessageView,
    errors: [409],
  });
}
