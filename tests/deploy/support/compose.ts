/**
 * Compose variable interpolation (`${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`,
 * `$$`), as `docker compose config` applies it before validating a file.
 */
export function interpolate(value: unknown, env: Record<string, string>, missing: Set<string> = new Set()): unknown {
  if (typeof value === 'string') {
    return value.replace(
      /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
      (match, braced, operator, argument, bare) => {
        if (match === '$$') return '$';
        const name = braced ?? bare;
        const current = env[name];
        const unset = current === undefined || (operator?.startsWith(':') && current === '');
        if (!unset) return current;
        if (operator?.endsWith('-')) return argument;
        missing.add(name);
        return '';
      },
    );
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env, missing));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, env, missing)]));
  }
  return value;
}

/** KEY=value lines of an env file (comments and blank lines skipped). */
export function parseEnvFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)] as const;
    });
  return Object.fromEntries(entries);
}
