import { type Notifications, startNotifications } from '../../gateway/src/features/notifications/notifications';
import { loginAdmin, signedIn } from '../support/actors';
import { businessApi } from '../support/business';
import { FAKE_BOT_TOKEN, type FakeTelegram, startFakeTelegram } from '../support/fake-telegram';
import { call } from '../support/http';
import { notificationJobsFailedOnce, notificationQueueSettled } from '../support/notification-queue';
import { startTestServer, type TestServer } from '../support/server';

// End to end: a change through the API, its job in the same transaction, the worker, the fake Bot API.
let fake: FakeTelegram;
let server: TestServer;
let notifications: Notifications;
let admin: string;
let manager: { token: string; username: string };

beforeAll(async () => {
  fake = await startFakeTelegram();
  server = await startTestServer({ telegramApiRoot: fake.url });
  notifications = await startNotifications(server.deps, {
    retry: { retryLimit: 5, retryDelay: 1, retryBackoff: false },
    pollingIntervalSeconds: 0.5,
    chatIntervalMs: 100,
    stopTimeoutMs: 3000,
  });
});
beforeEach(async () => {
  await server.reset();
  await server.sql('delete from pgboss.job');
  fake.reset();
  fake.addChat('100');
  fake.addChat('200');
  admin = await loginAdmin(server);
  manager = await signedIn(server, 'Manager');
  await call(server.url, 'PUT', '/api/settings', { token: admin, body: { telegram_bot_token: FAKE_BOT_TOKEN } });
  await call(server.url, 'PUT', '/api/me/settings', { token: admin, body: { telegram_chat_id: '100' } });
  await call(server.url, 'PUT', '/api/me/settings', { token: manager.token, body: { telegram_chat_id: '200' } });
});
afterAll(async () => {
  await notifications.stop();
  await server.close();
  await fake.close();
});

const switches = (values: Record<string, string>) =>
  call(server.url, 'PUT', '/api/settings', { token: admin, body: values });
const updateTask = (id: number, body: Record<string, unknown>) =>
  call(server.url, 'PUT', `/api/tasks/${id}`, { token: manager.token, body });

const queueSettled = () => notificationQueueSettled(server);

/** Waits for `count` messages and for the queue to settle, then checks that no more came. */
async function exactly(count: number) {
  await fake.waitForMessages(count);
  await queueSettled();
  expect(fake.messages).toHaveLength(count);
  return fake.messages;
}

describe('task notifications', () => {
  it('tells every Admin and Manager about a new task: what, who, when, by whom', async () => {
    const api = businessApi(server, manager.token);
    const employee = await api.employee('Marie Dupont');
    await api.task('Préparer la facture', { assigned_employee_id: employee.id, due_date: '2026-12-05' });
    const messages = await exactly(2);
    expect(messages.map((m) => m.chatId).sort()).toEqual(['100', '200']);
    expect(messages[0].text).toBe(
      [
        '🆕 Nouvelle tâche : « Préparer la facture »',
        'Assignée à : Marie Dupont',
        'Échéance : 5 déc. 2026',
        'Statut : À faire',
        `Créée par ${manager.username}`,
      ].join('\n'),
    );
  });

  it('tells about a task reassigned to another employee, not about other edits', async () => {
    const api = businessApi(server, manager.token);
    const marie = await api.employee('Marie Dupont');
    const jean = await api.employee('Jean Martin');
    await switches({ notification_tasks_enabled: 'false' });
    const task = await api.task('Inventaire', { assigned_employee_id: marie.id });
    await switches({ notification_tasks_enabled: 'true' });
    expect((await updateTask(task.id, { title: 'Inventaire annuel' })).status).toBe(200);
    expect((await updateTask(task.id, { title: 'Inventaire annuel', assigned_employee_id: jean.id })).status).toBe(200);
    const messages = await exactly(2);
    expect(messages[0].text).toContain('👤 Tâche assignée : « Inventaire annuel »');
    expect(messages[0].text).toContain('Assignée à : Jean Martin (auparavant : Marie Dupont)');
  });

  it('stays silent while the tasks switch is off', async () => {
    await switches({ notification_tasks_enabled: 'false' });
    await businessApi(server, manager.token).task('Sans notification');
    await queueSettled();
    expect(fake.messages).toHaveLength(0);
  });

  it('announces when the last open task is done, once', async () => {
    await switches({ notification_tasks_enabled: 'false' });
    const api = businessApi(server, manager.token);
    const first = await api.task('Première');
    const second = await api.task('Seconde', { status: 'En cours' });
    await updateTask(first.id, { status: 'Terminé' });
    await queueSettled();
    expect(fake.messages).toHaveLength(0);
    await updateTask(second.id, { status: 'Terminé' });
    const messages = await exactly(2);
    expect(messages[0].text).toBe(
      ['🎉 Toutes les tâches sont terminées !', `Dernière tâche terminée : « Seconde », par ${manager.username}.`].join(
        '\n',
      ),
    );
    // Saving a task that is already done announces nothing new.
    await updateTask(second.id, { status: 'Terminé', title: 'Seconde bis' });
    await exactly(2);
  });

  it('does not announce "all done" while the switch is off, nor when a routine task comes back', async () => {
    await switches({ notification_tasks_enabled: 'false', notification_all_tasks_done_enabled: 'false' });
    const api = businessApi(server, manager.token);
    const once = await api.task('Ponctuelle');
    await updateTask(once.id, { status: 'Terminé' });
    await switches({ notification_all_tasks_done_enabled: 'true' });
    const routine = await api.task('Hebdo', { is_routine: true, frequency: 'Hebdomadaire', due_date: '2026-12-01' });
    await updateTask(routine.id, { status: 'Terminé' });
    await queueSettled();
    expect(fake.messages).toHaveLength(0);
  });

  it('never makes the request wait for Telegram', async () => {
    fake.down = true;
    const started = Date.now();
    await businessApi(server, manager.token).task('Pendant la panne');
    expect(Date.now() - started).toBeLessThan(2000);
    await notificationJobsFailedOnce(server, 2);
    expect(fake.messages).toHaveLength(0);
    fake.down = false;
    await exactly(2);
  });
});

describe('transaction notifications', () => {
  it('tells about money coming in and going out, amount in euros', async () => {
    await switches({ notification_tasks_enabled: 'false' });
    const api = businessApi(server, manager.token);
    const employee = await api.employee('Marie Dupont');
    await api.transaction(1234.5, {
      description: 'Abonnement annuel',
      date: '2026-11-22',
      category: 'Abonnement',
      related_employee_id: employee.id,
      related_source: 'Site web',
    });
    const messages = await exactly(2);
    expect(messages[0].text).toMatch(
      /^💶 Nouveau revenu : \+1\s234,50\s€\nAbonnement annuel\nDate : 22 nov\. 2026\nCatégorie : Abonnement\nEmployé lié : Marie Dupont\nSource : Site web\nAjoutée par manager\d+$/u,
    );
    await api.transaction(-45, { description: 'Logiciel', category: 'Dépense Logiciel' });
    await fake.waitForMessages(4);
    expect(fake.messages[3].text).toMatch(/^💸 Nouvelle dépense : -45,00\s€\nLogiciel/u);
  });

  it('stays silent while the financials switch is off', async () => {
    await switches({ notification_financials_enabled: 'false' });
    await businessApi(server, manager.token).transaction(10);
    await queueSettled();
    expect(fake.messages).toHaveLength(0);
  });

  it('queues nothing when the change itself fails', async () => {
    const refused = await call(server.url, 'POST', '/api/financials', {
      token: manager.token,
      body: { amount: 5, description: 'X', related_employee_id: 999 },
    });
    expect(refused.status).toBe(400);
    const [row] = await server.sql<{ n: string }>('select count(*) as n from pgboss.job');
    expect(Number(row.n)).toBe(0);
  });
});
