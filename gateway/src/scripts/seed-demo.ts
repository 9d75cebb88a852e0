import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import { today } from '@pilotage/domain';
import { loadConfig } from '../config';
import { withConfiguredDatabase } from '../database/configured-database';
import { migrate } from '../database/orm';
import { Employee } from '../employees/employee.entity';
import { FinancialTransaction } from '../financials/financial-transaction.entity';
import { InvoiceSettings } from '../invoice-settings/invoice-settings.entity';
import { hashPassword } from '../shared/passwords';
import { Task } from '../tasks/task.entity';
import { ensureFirstAdmin } from '../users/first-admin';
import { User } from '../users/user.entity';
import { DEMO_MANAGERS, demoBusiness } from './demo-business';

const DEMO_PASSWORD = 'demo-pilotage';

async function seed(em: EntityManager, businessDay: string): Promise<void> {
  const data = demoBusiness(businessDay);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await em.transactional(async (tx) => {
    // Demo managers left from an earlier run are reused rather than duplicated.
    const existing = await tx.find(User, { username: { $in: DEMO_MANAGERS.map((m) => m.username) } });
    const managers = DEMO_MANAGERS.map(
      (manager) => existing.find((user) => user.username === manager.username) ?? tx.create(User, { ...manager, passwordHash, role: 'Manager' }),
    );
    const employees = data.employees.map((e) => tx.create(Employee, { name: e.name, notes: e.notes, manager: managers[e.managerIndex] }));
    const employee = (index: number | null) => (index === null ? null : employees[index]);
    for (const task of data.tasks) {
      tx.create(Task, {
        title: task.title,
        description: task.description,
        dueDate: task.dueDate,
        status: task.status,
        assignedEmployee: employee(task.employeeIndex),
        isRoutine: task.frequency !== null,
        frequency: task.frequency,
        createdAt: task.createdAt,
      });
    }
    for (const transaction of data.transactions) {
      tx.create(FinancialTransaction, {
        amount: transaction.amount,
        description: transaction.description,
        date: transaction.date,
        category: transaction.category,
        relatedEmployee: employee(transaction.employeeIndex),
        relatedSource: transaction.relatedSource,
      });
    }
    if ((await tx.count(InvoiceSettings, { id: 1 })) === 0) {
      tx.create(InvoiceSettings, {
        id: 1,
        companyName: 'Atelier Démo',
        companyAddress1: '12 rue des Lilas',
        companyAddress2: '69003 Lyon',
        companyEmail: 'contact@atelier-demo.fr',
        companyPhone: '04 78 00 00 00',
        accountHolder: 'Atelier Démo SARL',
        bankName: 'Banque Exemple',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        bic: 'AGRIFRPP',
      });
    }
  });
  console.log(
    `Données de démonstration ajoutées : ${DEMO_MANAGERS.length} managers, ${data.employees.length} employés, ` +
      `${data.tasks.length} tâches, ${data.transactions.length} transactions.`,
  );
  console.log(`Managers : ${DEMO_MANAGERS.map((m) => m.username).join(', ')} (mot de passe « ${DEMO_PASSWORD} »).`);
}

/** `npm run seed:demo`: fills a fresh database (DATABASE_URL, or the embedded one in DATA_DIR) with a demo business. */
async function run() {
  const config = loadConfig();
  await withConfiguredDatabase(config, async (orm, url) => {
    await migrate(orm, url);
    const admin = await ensureFirstAdmin(orm.em.fork(), config.admin);
    if (admin.generatedPassword) console.log(`Premier compte Admin : ${config.admin.username} / ${admin.generatedPassword}`);
    const em = orm.em.fork() as EntityManager;
    const existing = (await em.count(Employee)) + (await em.count(Task)) + (await em.count(FinancialTransaction));
    if (existing > 0) {
      console.log('La base contient déjà des employés, tâches ou transactions : rien n’a été ajouté.');
      return;
    }
    await seed(em, today(config.timezone));
  });
}

run().catch((error: unknown) => {
  console.error('Le remplissage de démonstration a échoué :', error);
  process.exitCode = 1;
});
