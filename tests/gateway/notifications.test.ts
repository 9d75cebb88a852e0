import type { EntityManager } from '@mikro-orm/postgresql';
import pino from 'pino';
import { type NotificationEvent, enqueueNotification } from '../../gateway/src/features/notifications/events';
import { formatEuros, renderNotification } from '../../gateway/src/features/notifications/messages';
import {
  type NotificationOptions,
  type Notifications,
  startNotifications,
} from '../../gateway/src/features/notifications/notifications';
import { FAKE_BOT_TOKEN, type FakeTelegram, startFakeTelegram } from '../support/fake-telegram';
import { loginAdmin } from '../support/actors';
import { call } from '../support/http';
import { eventually } from '../support/eventually';
import { notificationJobsFailedOnce, notificationQueueSettled } from '../support/notification-queue';
import { startTestServer, type TestServer } from '../support/server';
import { storedSettingValue } from '../support/stored-settings';

const METRICS_TOKEN = 'jeton-de-metriques-notifications';

// Short delays so that retries happen within a test; the production policy is in queue.ts.
const FAST: NotificationOptions = {
  retry: { retryLimit: 4, retryDelay: 1, retryBackoff: false },
  pollingIntervalSeconds: 0.5,
  chatIntervalMs: 100,
  stopTimeoutMs: 3000,
};

let fake: FakeTelegram;
let server: TestServer;
const running: Notifications[] = [];
const replicas: TestServer[] = [];

beforeAll(async () => {
  fake = await startFakeTelegram();
  server = await startTestServer({ telegramApiRoot: fake.url, metricsToken: METRICS_TOKEN });
});
beforeEach(async () => {
  await server.reset();
  await server.sql('delete from pgboss.job');
  fake.reset();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((n) => n.stop()));
  await Promise.all(replicas.splice(0).map((r) => r.close()));
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function worker(
  on: TestServer = server,
  options: NotificationOptions = FAST,
  log = on.deps.log,
): Promise<Notifications> {
  const notifications = await startNotifications({ ...on.deps, log }, options);
  running.push(notifications);
  return notifications;
}

/** Another gateway over the same database, as a second replica or a restarted process. */
async function replica(): Promise<TestServer> {
  const other = await startTestServer({ telegramApiRoot: fake.url, databaseUrl: server.databaseUrl });
  replicas.push(other);
  return other;
}

async function setting(key: string, value: string) {
  await server.sql(
    'insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
    [key, storedSettingValue(key, value)],
  );
}

/** A staff member with a chat id the fake knows. */
async function recipient(
  role: 'Admin' | 'Manager' | 'Employé',
  chatId: string | null,
  username = `${role.toLowerCase()}-${chatId}`,
) {
  if (chatId !== null) fake.addChat(chatId);
  await server.sql(
    `insert into users (username, email, password_hash, role, telegram_chat_id) values ($1, $2, 'x', $3, $4)`,
    [username, `${username}@example.fr`, role, chatId],
  );
}

/** Enqueues as the business services do: inside the transaction of the change. */
function emit(event: NotificationEvent, on: TestServer = server): Promise<number> {
  return on.orm.em.fork().transactional((em) => enqueueNotification(em as EntityManager, event));
}

async function queued(): Promise<number> {
  const [row] = await server.sql<{ n: string }>(
    `select count(*) as n from pgboss.job where name = 'telegram-notifications'`,
  );
  return Number(row.n);
}

/** Polls until the query returns rows. */
async function rowsOf<T>(probe: () => Promise<T[]>, timeoutMs = 15_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await probe();
    if (rows.length > 0) return rows;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}

const taskCreated: NotificationEvent = {
  kind: 'task_created',
  actorName: 'admin',
  task: { title: 'Préparer la facture', dueDate: '2026-11-24', status: 'À faire', assigneeName: 'Marie Dupont' },
};
const taskAssigned: NotificationEvent = {
  kind: 'task_assigned',
  actorName: 'admin',
  task: { title: 'Préparer la facture', dueDate: null, status: 'En cours', assigneeName: 'Jean Martin' },
  previousAssigneeName: 'Marie Dupont',
};
const transactionAdded: NotificationEvent = {
  kind: 'transaction_added',
  actorName: 'manager',
  transaction: {
    amount: '1234.50',
    description: 'Abonnement annuel',
    date: '2026-11-22',
    category: 'Abonnement',
    employeeName: null,
    source: '',
  },
};
const allDone: NotificationEvent = { kind: 'all_tasks_done', actorName: 'admin', lastTaskTitle: 'Préparer la facture' };
const task = (title: string): NotificationEvent =>
  ({ ...taskCreated, task: { ...(taskCreated as { task: object }).task, title } }) as NotificationEvent;

const sendCalls = () => fake.calls.filter((c) => c.method === 'sendMessage');

describe('messages', () => {
  it('are short and French: who, what, amount in euros, due date', () => {
    expect(formatEuros('1234.5')).toMatch(/^\+1\s234,50\s€$/u);
    expect(renderNotification(taskCreated)).toBe(
      [
        '🆕 Nouvelle tâche : « Préparer la facture »',
        'Assignée à : Marie Dupont',
        'Échéance : 24 nov. 2026',
        'Statut : À faire',
        'Créée par admin',
      ].join('\n'),
    );
    expect(renderNotification(taskAssigned)).toContain('Assignée à : Jean Martin (auparavant : Marie Dupont)');
    expect(renderNotification(taskAssigned)).toContain('Échéance : aucune');
    const money = renderNotification(transactionAdded);
    expect(money).toMatch(
      /^💶 Nouveau revenu : \+1\s234,50\s€\nAbonnement annuel\nDate : 22 nov\. 2026\nCatégorie : Abonnement\nAjoutée par manager$/u,
    );
    const expense = renderNotification({
      ...transactionAdded,
      transaction: { ...(transactionAdded as { transaction: object }).transaction, amount: '-45.00' },
    } as NotificationEvent);
    expect(expense).toMatch(/^💸 Nouvelle dépense : -45,00\s€/u);
    expect(renderNotification(allDone)).toContain('Toutes les tâches sont terminées');
  });
});

describe('enqueueing', () => {
  beforeEach(async () => {
    await setting('telegram_bot_token', FAKE_BOT_TOKEN);
    await recipient('Admin', '100');
  });

  it('queues one message per Admin and Manager chat, never for an Employé', async () => {
    await recipient('Manager', '200');
    await recipient('Manager', null);
    await recipient('Employé', '300');
    await recipient('Manager', '200', 'same-chat-manager');
    expect(await emit(taskCreated)).toBe(2);
    const rows = await server.sql<{ chat: string }>(`select data->>'chatId' as chat from pgboss.job order by 1`);
    expect(rows.map((r) => r.chat)).toEqual(['100', '200']);
  });

  it.each([
    ['notification_tasks_enabled', taskCreated],
    ['notification_tasks_enabled', taskAssigned],
    ['notification_financials_enabled', transactionAdded],
    ['notification_all_tasks_done_enabled', allDone],
  ] as const)('follows %s at the moment of the event', async (key, event) => {
    await setting(key, 'false');
    expect(await emit(event)).toBe(0);
    await setting(key, 'true');
    expect(await emit(event)).toBe(1);
    expect(await queued()).toBe(1);
  });

  it('queues nothing without a bot token', async () => {
    await setting('telegram_bot_token', '');
    expect(await emit(taskCreated)).toBe(0);
    expect(await queued()).toBe(0);
  });

  it('rolls back with the change it reports', async () => {
    const failing = server.orm.em.fork().transactional(async (em) => {
      await enqueueNotification(em as EntityManager, taskCreated);
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect(await queued()).toBe(0);
  });

  it('refuses to run outside a transaction', async () => {
    await expect(enqueueNotification(server.orm.em.fork() as EntityManager, taskCreated)).rejects.toThrow(
      /inside the transaction/,
    );
  });
});

describe('delivery', () => {
  beforeEach(async () => {
    await setting('telegram_bot_token', FAKE_BOT_TOKEN);
    await recipient('Admin', '100');
  });

  it('sends every kind of event to every recipient, once', async () => {
    await recipient('Manager', '200');
    await worker();
    for (const event of [taskCreated, taskAssigned, transactionAdded, allDone]) await emit(event);
    const messages = await fake.waitForMessages(8);
    await notificationQueueSettled(server);
    expect(fake.messages).toHaveLength(8);
    expect(new Set(messages.map((m) => `${m.chatId} ${m.text}`)).size).toBe(8);
    expect(messages.filter((m) => m.chatId === '200').map((m) => m.text.split('\n')[0])).toEqual(
      expect.arrayContaining([
        '🆕 Nouvelle tâche : « Préparer la facture »',
        '👤 Tâche assignée : « Préparer la facture »',
        '🎉 Toutes les tâches sont terminées !',
      ]),
    );
  });

  it("waits Telegram's retry_after before trying again after a 429", async () => {
    fake.failNext('sendMessage', 1, { status: 429, description: 'Too Many Requests: retry after 2', retryAfter: 2 });
    await worker();
    await emit(taskCreated);
    await fake.waitForMessages(1);
    const [limited, sent] = sendCalls();
    expect([limited.status, sent.status]).toEqual([429, 200]);
    expect(sent.at - limited.at).toBeGreaterThanOrEqual(1900);
    await notificationQueueSettled(server);
    expect(fake.messages).toHaveLength(1);
  });

  it('does not retry a chat that blocked the bot, and keeps a dead letter', async () => {
    fake.block('100');
    await worker();
    await emit(taskCreated);
    const [letter] = await rowsOf(() =>
      server.sql<{ chat_id: string; error: string; attempts: number }>('select * from notification_dead_letters'),
    );
    expect(letter).toMatchObject({ chat_id: '100', attempts: 1, error: expect.stringMatching(/bloqué/) });
    await notificationQueueSettled(server);
    expect(sendCalls()).toHaveLength(1);
  });

  it('delivers everything, once, after Telegram was down for a while', async () => {
    await recipient('Manager', '200');
    fake.down = true;
    await worker(server, { ...FAST, retry: { retryLimit: 6, retryDelay: 1, retryBackoff: true } });
    for (const title of ['Un', 'Deux', 'Trois']) await emit(task(title));
    await notificationJobsFailedOnce(server, 6);
    expect(fake.messages).toHaveLength(0);
    fake.down = false;
    await fake.waitForMessages(6, 20_000);
    await notificationQueueSettled(server);
    expect(fake.messages).toHaveLength(6);
    expect(new Set(fake.messages.map((m) => `${m.chatId} ${m.text}`)).size).toBe(6);
  });

  it('keeps a dead letter after the last attempt, with no token in it or in the logs', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    fake.down = true;
    await worker(server, { ...FAST, retry: { retryLimit: 1, retryDelay: 1, retryBackoff: false } }, log);
    await emit(taskCreated);
    const [letter] = await rowsOf(() =>
      server.sql<{ attempts: number; error: string }>('select * from notification_dead_letters'),
    );
    expect(letter).toMatchObject({ attempts: 2, error: expect.stringMatching(/injoignable/) });
    const outputs = await server.sql<{ output: string }>("select coalesce(output::text, '') as output from pgboss.job");
    expect(JSON.stringify(outputs)).not.toContain(FAKE_BOT_TOKEN);
    expect(lines.join('\n')).toContain('notification will be retried');
    expect(lines.join('\n')).not.toContain(FAKE_BOT_TOKEN);
  });

  it('keeps to one message a second per chat', async () => {
    await worker(server, { ...FAST, chatIntervalMs: 1000 });
    for (const title of ['Un', 'Deux', 'Trois']) await emit(task(title));
    const messages = await fake.waitForMessages(3);
    // Slots are 1 s apart; the margin absorbs how long each send takes to reach the fake.
    expect(messages[1].at - messages[0].at).toBeGreaterThanOrEqual(800);
    expect(messages[2].at - messages[1].at).toBeGreaterThanOrEqual(800);
  });
});

describe('restarts and replicas', () => {
  beforeEach(async () => {
    await setting('telegram_bot_token', FAKE_BOT_TOKEN);
    await recipient('Admin', '100');
  });

  it('delivers, exactly once, a change made before a restart', async () => {
    // The change is committed while no worker runs; a new gateway process then starts.
    await emit(taskCreated);
    const restarted = await replica();
    await worker(restarted);
    await fake.waitForMessages(1);
    await notificationQueueSettled(server);
    expect(fake.messages).toHaveLength(1);
  });

  it('hands over the rest when a gateway stops mid-way, sending each message once', async () => {
    const first = await worker(server, { ...FAST, chatIntervalMs: 1000 });
    for (const title of ['Un', 'Deux', 'Trois']) await emit(task(title));
    await fake.waitForMessages(1);
    await first.stop();
    await worker(await replica(), { ...FAST, chatIntervalMs: 1000 });
    // The replica starts a worker of its own first: on a loaded machine that takes a while.
    await fake.waitForMessages(3, 45_000);
    await sleep(1500);
    expect(fake.messages.map((m) => m.text.split('\n')[0]).sort()).toEqual([
      '🆕 Nouvelle tâche : « Deux »',
      '🆕 Nouvelle tâche : « Trois »',
      '🆕 Nouvelle tâche : « Un »',
    ]);
  }, 90_000);

  it('two gateways on one database send each queued message once', async () => {
    await recipient('Manager', '200');
    await recipient('Manager', '300');
    const other = await replica();
    await worker(server, { ...FAST, chatIntervalMs: 1000 });
    await worker(other, { ...FAST, chatIntervalMs: 1000 });
    for (const title of ['Un', 'Deux', 'Trois', 'Quatre']) await emit(task(title), title.length % 2 ? server : other);
    await fake.waitForMessages(12);
    await notificationQueueSettled(server);
    expect(fake.messages).toHaveLength(12);
    expect(new Set(fake.messages.map((m) => `${m.chatId} ${m.text}`)).size).toBe(12);
    // The per-chat pace holds across the two processes. Slots are reserved in PostgreSQL; a send
    // delayed after its slot (a busy event loop) shortens the next gap by that delay, hence the margin.
    for (const chat of ['100', '200', '300']) {
      const times = fake.messages.filter((m) => m.chatId === chat).map((m) => m.at);
      for (let i = 1; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(600);
    }
  });

  it('reports the queue depth on /metrics', async () => {
    await worker(server, { ...FAST, concurrency: 0 });
    await emit(taskCreated);
    await emit(allDone);
    const metrics = await call(server.url, 'GET', '/metrics', { token: METRICS_TOKEN });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/^pilotage_notification_queue_depth 2$/m);
  });
});

describe('a send cut short (sendMessage has no idempotency key)', () => {
  beforeEach(async () => {
    await setting('telegram_bot_token', FAKE_BOT_TOKEN);
    await recipient('Admin', '100');
  });

  /** Queues a message and leaves its send as a worker that died at that point would have. */
  async function leftBy(state: 'sending' | 'sent'): Promise<string> {
    await emit(taskCreated);
    const [job] = await server.sql<{ id: string }>(
      `select id::text from pgboss.job where name = 'telegram-notifications'`,
    );
    await server.sql(
      `insert into telegram_sends (job_id, state, sent_at) values ($1, $2::varchar, case when $2::varchar = 'sent' then now() end)`,
      [job.id, state],
    );
    return job.id;
  }

  it('is never sent again when its outcome is unknown: it becomes a dead letter « Envoi incertain »', async () => {
    const jobId = await leftBy('sending');
    await worker();
    const [letter] = await rowsOf(() =>
      server.sql<{ job_id: string; error: string }>('select job_id::text, error from notification_dead_letters'),
    );
    expect(letter).toEqual({
      job_id: jobId,
      error:
        "Envoi incertain : le serveur s'est arrêté pendant l'envoi, Telegram a peut-être reçu ce message. Vérifiez la conversation avant de le renvoyer.",
    });
    await notificationQueueSettled(server);
    expect(sendCalls()).toHaveLength(0);
    expect(await server.sql('select 1 from telegram_sends')).toEqual([]);
    // The Admin checked the conversation and resends it: a new job, sent once.
    const admin = await loginAdmin(server);
    const resent = await call(server.url, 'POST', `/api/settings/telegram/dead-letters/${jobId}/resend`, {
      token: admin,
    });
    expect(resent.status).toBe(200);
    await fake.waitForMessages(1);
    await notificationQueueSettled(server);
    expect(fake.messages).toHaveLength(1);
  });

  it('is only completed when Telegram took it but the completion was lost', async () => {
    await leftBy('sent');
    await worker();
    await notificationQueueSettled(server);
    expect(sendCalls()).toHaveLength(0);
    expect(await server.sql('select 1 from notification_dead_letters')).toEqual([]);
    const [job] = await server.sql<{ state: string }>(
      `select state from pgboss.job where name = 'telegram-notifications'`,
    );
    expect(job.state).toBe('completed');
  });

  it('leaves no record once sent, and a refused send is tried again, once', async () => {
    fake.failNext('sendMessage', 1, { status: 500, description: 'Internal Server Error' });
    await worker();
    await emit(taskCreated);
    await fake.waitForMessages(1);
    await notificationQueueSettled(server);
    expect(sendCalls().map((c) => c.status)).toEqual([500, 200]);
    expect(fake.messages).toHaveLength(1);
    expect(await server.sql('select 1 from telegram_sends')).toEqual([]);
  });
});

describe('a worker that outlives its job (pg-boss hands the job out again after its expiry)', () => {
  beforeEach(async () => {
    await setting('telegram_bot_token', FAKE_BOT_TOKEN);
    await recipient('Admin', '100');
  });

  it('sends nothing and ends nothing once the job is another worker’s: the message goes once, by the holder', async () => {
    const lines: { msg: string; jobId?: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    // The chat's next slot is 4 s away, the job expires after 3 s: the first attempt is still
    // waiting for its slot when pg-boss gives the job to the next attempt (one a second apart).
    await server.sql(
      `insert into telegram_chat_pacing (chat_id, next_send_at) values ('100', clock_timestamp() + interval '4 seconds')
       on conflict (chat_id) do update set next_send_at = excluded.next_send_at`,
    );
    await worker(server, { ...FAST, chatIntervalMs: 1000, retry: { ...FAST.retry, expireInSeconds: 3 } }, log);
    await emit(taskCreated);
    const superseded = () => lines.filter((line) => line.msg === 'notification handed to another worker');
    // Both attempts are over: the first woke up and either stood down or sent a second copy.
    await eventually(async () => {
      expect(superseded().length + fake.messages.length).toBeGreaterThanOrEqual(2);
      const [row] = await server.sql<{ n: number }>(
        "select count(*)::int as n from pgboss.job where name = 'telegram-notifications' and state <> 'completed'",
      );
      expect(row.n).toBe(0);
    }, 30_000);
    expect(fake.messages.map((m) => m.text.split('\n')[0])).toEqual(['🆕 Nouvelle tâche : « Préparer la facture »']);
    expect(sendCalls()).toHaveLength(1);
    expect(superseded()).toHaveLength(1);
    // Sent by the attempt that held the job, which completed it: nothing doubtful to show.
    expect(await server.sql('select job_id from notification_dead_letters')).toEqual([]);
    const [job] = await server.sql<{ retry_count: number }>(
      "select retry_count from pgboss.job where name = 'telegram-notifications'",
    );
    expect(job.retry_count).toBe(1);
  }, 60_000);
});

describe('a sender whose event loop was busy when the answer came', () => {
  beforeEach(async () => {
    await setting('telegram_bot_token', FAKE_BOT_TOKEN);
    await recipient('Admin', '100');
  });

  it('takes the answer waiting in its socket rather than its overdue timeout, and sends once', async () => {
    const lines: { msg: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    // Telegram answers at once, then this process (the worker's) is busy for 2.5 s: the 1 s
    // timeout of the call is overdue when the loop comes back, with the answer already received.
    fake.stallAfterAnswerMs = 2500;
    await worker(server, { ...FAST, telegramTimeoutSeconds: 1 }, log);
    await emit(taskCreated);
    await fake.waitForMessages(1);
    fake.stallAfterAnswerMs = 0;
    await notificationQueueSettled(server);
    expect(lines.filter((line) => line.msg === 'notification will be retried')).toEqual([]);
    expect(lines.filter((line) => line.msg === 'notification sent')).toHaveLength(1);
    expect(fake.messages).toHaveLength(1);
  });
});
