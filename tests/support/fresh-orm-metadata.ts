// MikroORM keeps entity metadata on globalThis, which outlives a test file when jest runs the
// next file in the same worker; each file must discover its own (freshly decorated) classes.
delete (globalThis as Record<string, unknown>)['mikro-orm-metadata'];
