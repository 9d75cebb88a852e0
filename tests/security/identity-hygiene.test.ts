import { Client } from 'pg';
import { messages } from '@pilotage/domain';
import { unknownUsernameDigest } from '../../gateway/src/kernel/journal/sign-in-events';
import { type Orm, openOrm } from '../../gateway/src/composition/database';
import { call, graphql } from '../support/http';
import { TEST_JWT_SECRET } from '../support/secrets';
import {
  ADMIN_PASSWORD,
  type TestServer,
  type Tokens,
  adminQuery,
  withDatabase,
  withTestServer,
} from '../support/server';

// « Usernames with zero-width or look-alike characters display as `admin` in the journal » and « a
// password typed into the username field is stored in clear in the journal ».

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => {
  server = s;
  tokens = t;
});

const createUser = (username: string) =>
  call(server.url, 'POST', '/api/users', {
    token: tokens.admin,
    body: {
      username,
      email: `${Math.random().toString(36).slice(2)}@example.fr`,
      password: 'secret-123',
      role: 'Manager',
    },
  });

// Each displays as « admin » (or nearly) yet is another string.
const INVISIBLE = {
  'zero-width space': 'admin\u200B',
  'zero-width joiner': 'ad\u200Dmin',
  'word joiner': 'ad\u2060min',
  'byte-order mark': '\uFEFFadmin',
  'right-to-left override': '\u202Enimda',
  'left-to-right mark': 'admin\u200E',
  'first strong isolate': 'ad\u2068min\u2069',
  'Arabic letter mark': '\u061Cadmin',
  'control character': 'ad\u0007min',
};

describe('usernames', () => {
  it.each(Object.entries(INVISIBLE))(
    'refuse a %s when an Admin creates, edits, or someone registers, with a French 400',
    async (_, username) => {
      const created = await createUser(username);
      expect(created.status).toBe(400);
      expect(created.body).toEqual({ error: messages.usernameInvalidCharacters });
      const edited = await call(server.url, 'PUT', '/api/users/1', {
        token: tokens.admin,
        body: { username, email: 'admin@example.fr' },
      });
      expect(edited.body).toEqual({ error: messages.usernameInvalidCharacters });
      const registered = await call(server.url, 'POST', '/api/register', {
        body: { username, email: 'new@example.fr', password: 'secret-123', signup_token: 'x'.repeat(30) },
      });
      expect(registered.body).toEqual({ error: messages.usernameInvalidCharacters });
      const gql = await graphql(
        server.url,
        'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }',
        { i: { username, email: 'g@example.fr', password: 'secret-123' } },
        tokens.admin,
      );
      expect(gql.errors?.[0]).toMatchObject({
        message: messages.usernameInvalidCharacters,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(
        await server.sql(`select username from users where username like '%min%' or username like '%nim%'`),
      ).toEqual([{ username: 'admin' }]);
    },
  );

  it('are NFKC-normalised: a full-width look-alike is the same name, taken (409), and signs in as the plain one', async () => {
    for (const lookAlike of ['ａｄｍｉｎ', 'ＡＤＭＩＮ', 'Admin', 'ADMIN']) {
      const refused = await createUser(lookAlike);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: messages.usernameTaken });
    }
    const created = await createUser('ｍａｒｉｅ');
    expect(created.status).toBe(201);
    expect(created.body.username).toBe('marie');
    const renamed = await call(server.url, 'PUT', `/api/users/${created.body.id}`, {
      token: tokens.admin,
      body: { username: 'ADMIN', email: 'm@example.fr' },
    });
    expect(renamed.status).toBe(409);
    const signIn = await call(server.url, 'POST', '/api/login', {
      body: { username: 'ＭＡＲＩＥ', password: 'secret-123' },
    });
    expect(signIn.status).toBe(200);
  });

  it('are kept normalised by the database whatever writes them', async () => {
    await expect(
      server.sql(
        `insert into users (username, email, password_hash, role) values ('ａｂｃ', 'abc@example.fr', 'x', 'Manager')`,
      ),
    ).rejects.toThrow(/users_username_nfkc_check/);
  });
});

describe('a refused sign-in in the journal', () => {
  const failures = () =>
    server.sql<{ entity_id: string | null; changes: { username: [null, string] } }>(
      `select entity_id, changes from audit_log where action = 'login_failed' order by id`,
    );

  it('keeps a name that matches no account only as a keyed digest, never in clear', async () => {
    const typedPassword = 'Tr0ub4dor&3-ma-banque';
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: typedPassword, password: 'x' } })).status,
    ).toBe(401);
    const [row] = await failures();
    expect(row.entity_id).toBeNull();
    expect(row.changes.username[1]).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(row.changes.username[1]).toBe(unknownUsernameDigest(TEST_JWT_SECRET, typedPassword));
    expect(JSON.stringify(await server.sql('select * from audit_log'))).not.toContain('Tr0ub4dor');
  });

  it('names the account when the name attempted is one, as the account spells it', async () => {
    await call(server.url, 'POST', '/api/login', { body: { username: 'ＡＤＭＩＮ', password: 'wrong-password' } });
    expect(await failures()).toEqual([{ entity_id: '1', changes: { username: [null, 'admin'] } }]);
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status,
    ).toBe(200);
  });
});

describe('the migration', () => {
  it('stops with a French message naming the accounts when two existing names are the same once normalised', async () => {
    const name = `pilotage_identity_${process.pid}`;
    await adminQuery(`drop database if exists ${name}`);
    await adminQuery(`create database ${name}`);
    const url = withDatabase(process.env.PILOTAGE_TEST_ADMIN_URL!, name);
    let orm: Orm | null = null;
    try {
      orm = await openOrm(url);
      await orm.getMigrator().up({ to: 'Migration20261126030000_live_changes' });
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(
        `insert into users (username, email, password_hash, role) values ('admin', 'a@example.fr', 'x', 'Admin'), ('ａｄｍｉｎ', 'b@example.fr', 'x', 'Admin')`,
      );
      await client.end();
      await expect(orm.getMigrator().up()).rejects.toThrow(
        /ne diffèrent que par la casse.*admin \(id 1\), ａｄｍｉｎ \(id 2\)/,
      );
    } finally {
      await orm?.close(true);
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
});
