import { type Config, ConfigError } from './config';

/** A start that cannot go on; its message is one French line telling what to do. */
export class StartupError extends Error {}

const DETAIL = 'Relancez avec LOG_LEVEL=debug pour voir le détail.';

interface SystemError {
  code?: string;
  syscall?: string;
  port?: number;
  address?: string;
  message?: string;
  cause?: unknown;
}

/** Codes of a PostgreSQL server that cannot be reached or refuses the connection. */
const DATABASE_UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: 'la connexion est refusée',
  ENOTFOUND: "l'hôte est inconnu",
  EAI_AGAIN: "l'hôte est inconnu",
  ETIMEDOUT: 'le serveur ne répond pas',
  EHOSTUNREACH: 'le serveur est injoignable',
  ECONNRESET: 'la connexion a été coupée',
  '28P01': "l'utilisateur ou le mot de passe est refusé",
  '28000': "l'utilisateur ou le mot de passe est refusé",
  '3D000': "la base de données n'existe pas",
  '42501': "l'utilisateur n'a pas les droits nécessaires",
};

/** The error and its causes, outermost first (drivers and the ORM wrap what the socket said). */
function chain(error: unknown): SystemError[] {
  const found: SystemError[] = [];
  for (
    let current = error;
    current && typeof current === 'object' && found.length < 5;
    current = (current as SystemError).cause
  ) {
    found.push(current as SystemError);
  }
  return found;
}

/** The server part of a connection string, never its password. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The first line of a message, with any password of a connection string masked. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split('\n')[0] ?? '').replace(/([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@\s]*@/gi, '$1***@');
  return line.replace(/[.\s]+$/, '').slice(0, 300);
}

/**
 * The one line printed when the gateway cannot start, saying what to do; the stack trace goes to
 * the log at debug level only.
 */
export function startupFailureMessage(error: unknown, config: Config | null): string {
  if (error instanceof ConfigError) return `Configuration invalide : ${error.message}`;
  if (error instanceof StartupError) return error.message;
  for (const link of chain(error)) {
    if (link.code === 'EADDRINUSE') {
      const port = link.port ?? config?.port;
      const variable = port !== undefined && port === config?.metricsPort ? 'METRICS_PORT' : 'PORT';
      return `Le port ${port} est déjà utilisé : arrêtez le programme qui l'occupe ou choisissez un autre port avec ${variable}.`;
    }
    if (link.code === 'EACCES' && link.syscall === 'listen') {
      return `Le port ${link.port ?? config?.port} est réservé aux administrateurs : choisissez un port au-dessus de 1023 avec PORT.`;
    }
    if (link.code === 'EADDRNOTAVAIL' && link.syscall === 'listen') {
      return `L'adresse ${link.address ?? config?.host} n'appartient pas à cette machine : corrigez HOST (127.0.0.1, ou 0.0.0.0 pour toutes les interfaces).`;
    }
    const unreachable = link.code ? DATABASE_UNREACHABLE[link.code] : undefined;
    if (unreachable && config?.databaseUrl) {
      return `Impossible de joindre la base de DATABASE_URL (${databaseAddress(config.databaseUrl)}) : ${unreachable}. Vérifiez que le serveur PostgreSQL tourne et que l'adresse, l'utilisateur et le mot de passe de DATABASE_URL sont justes.`;
    }
  }
  return `Le démarrage a échoué : ${firstLine(error)}. ${DETAIL}`;
}
