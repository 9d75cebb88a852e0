import { addDays, buildFacturX } from '@pilotage/domain';
import { csvCommaPoint } from '../../support/bank/statements';
import { upload as uploadStatement } from '../../support/bank/upload';
import { liableInvoice } from '../../support/factur-x/documents';
import { upload as uploadSupplierInvoice } from '../../support/supplier-invoices';
import { loginAdmin } from '../../support/actors';
import { businessApi, parisToday } from '../../support/business';
import { call } from '../../support/http';
import type { TestServer } from '../../support/server';

/** A small communication agency: three managers, five employees, a week of tasks and money. */
export async function seedBusiness(server: TestServer): Promise<{ signupToken: string }> {
  const admin = await loginAdmin(server);
  const post = async (route: string, body: unknown) => {
    const response = await call(server.url, 'POST', route, { token: admin, body });
    if (response.status !== 201) throw new Error(`POST ${route}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const put = async (route: string, body: unknown, token = admin) => {
    const response = await call(server.url, 'PUT', route, { token, body });
    if (response.status !== 200) throw new Error(`PUT ${route}: ${response.status} ${JSON.stringify(response.body)}`);
  };
  const sophie = await post('/api/users', {
    username: 'sophie.bernard',
    email: 'sophie.bernard@atelier-martin.fr',
    password: 'sophie-pilotage',
    role: 'Manager',
  });
  const karim = await post('/api/users', {
    username: 'karim.haddad',
    email: 'karim.haddad@atelier-martin.fr',
    password: 'karim-pilotage',
    role: 'Manager',
  });
  await post('/api/users', {
    username: 'lea.moreau',
    email: 'lea.moreau@atelier-martin.fr',
    password: 'lea-pilotage',
    role: 'Employé',
  });

  const { tokens } = await post('/api/admin/generate-token', { quantity: 3 });
  const registered = await call(server.url, 'POST', '/api/register', {
    body: {
      username: 'hugo.lambert',
      email: 'hugo.lambert@atelier-martin.fr',
      password: 'hugo-pilotage',
      signup_token: tokens[0],
    },
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);

  const api = businessApi(server, admin);
  const camille = await api.employee('Camille Laurent', {
    manager_user_id: sophie.id,
    notes: 'Graphiste, à temps plein',
  });
  const nicolas = await api.employee('Nicolas Petit', {
    manager_user_id: karim.id,
    notes: 'Commercial, secteur Rhône',
  });
  const julie = await api.employee('Julie Roux', { manager_user_id: sophie.id, notes: 'Développeuse web' });
  const ines = await api.employee('Inès Fabre', { manager_user_id: karim.id, notes: 'Community manager, mi-temps' });
  const thomas = await api.employee('Thomas Garnier', { notes: 'Stagiaire jusqu’en juin' });

  const today = parisToday();
  const day = (offset: number) => addDays(today, offset);
  await api.task('Commander les fournitures', {
    assigned_employee_id: camille.id,
    status: 'Terminé',
    due_date: day(-6),
  });
  await api.task('Mettre à jour le site vitrine', {
    assigned_employee_id: julie.id,
    status: 'Terminé',
    due_date: day(-2),
  });
  await api.task('Relancer les factures impayées', {
    assigned_employee_id: nicolas.id,
    status: 'À faire',
    due_date: day(-4),
  });
  await api.task('Rendez-vous avec le comptable', {
    assigned_employee_id: nicolas.id,
    status: 'En cours',
    due_date: day(-1),
  });
  await api.task('Publier le calendrier éditorial', {
    assigned_employee_id: ines.id,
    status: 'Terminé',
    due_date: day(-1),
  });
  await api.task('Préparer la newsletter de décembre', {
    assigned_employee_id: camille.id,
    status: 'En cours',
    due_date: day(3),
  });
  await api.task('Former Thomas à l’outil de maquettage', {
    assigned_employee_id: julie.id,
    status: 'À faire',
    due_date: day(5),
  });
  await api.task('Inventaire du matériel photo', {
    assigned_employee_id: thomas.id,
    status: 'À faire',
    due_date: day(10),
    is_routine: true,
    frequency: 'Mensuel',
  });
  await api.task('Sauvegarde des fichiers clients', {
    assigned_employee_id: julie.id,
    status: 'À faire',
    due_date: day(2),
    is_routine: true,
    frequency: 'Hebdomadaire',
  });

  await api.transaction(1250, { description: 'Abonnements du mois', date: day(-6), category: 'Abonnement' });
  await api.transaction(89.9, { description: 'Pourboires de l’atelier', date: day(-5), category: 'Pourboire' });
  await api.transaction(-59.99, { description: 'Logiciel de montage', date: day(-5), category: 'Dépense Logiciel' });
  await api.transaction(480, {
    description: 'Atelier photo',
    date: day(-3),
    category: 'Autre Revenu',
    related_employee_id: camille.id,
    related_source: 'Boulangerie Lefèvre',
  });
  await api.transaction(-320, {
    description: 'Campagne réseaux sociaux',
    date: day(-2),
    category: 'Dépense Marketing',
    related_employee_id: ines.id,
  });
  await api.transaction(-45.5, { description: 'Fournitures de bureau', date: day(-1), category: 'Autre Dépense' });
  await api.transaction(650, {
    description: 'Reportage vidéo',
    date: today,
    category: 'Média Privé',
    related_employee_id: nicolas.id,
    related_source: 'Mairie de Villeurbanne',
  });

  await put('/api/invoice-settings', {
    company_name: 'Atelier Éloïse Martin',
    company_address1: '12 rue des Peupliers',
    company_address2: '69003 Lyon',
    company_email: 'contact@atelier-martin.fr',
    company_phone: '04 78 12 34 56',
    account_holder: 'Éloïse Martin',
    bank_name: 'Crédit Agricole',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPP',
    default_notes: 'Paiement à 30 jours.',
    siret: '732 829 320 00074',
  });
  // Issued in date order: one overdue, one still due, one cancelled by a credit note.
  const invoice = (client_name: string, issue_date: string, lines: unknown[], extra: Record<string, unknown> = {}) =>
    post('/api/invoices', {
      client_name,
      client_address: '69100 Villeurbanne',
      issue_date,
      operation_category: 'Services',
      lines,
      ...extra,
    });
  await invoice(
    'Mairie de Villeurbanne',
    day(-40),
    [{ description: 'Reportage vidéo du forum', quantity: 1, unit_price: 650 }],
    {
      due_date: day(-10),
    },
  );
  const cafe = await invoice('Café des Arts', day(-3), [{ description: 'Affiches A3', quantity: 40, unit_price: 2.5 }]);
  await invoice('Boulangerie Lefèvre', day(-1), [
    { description: 'Séance photo en boutique', quantity: 1, unit_price: 480 },
    { description: 'Retouche de photos', quantity: 12, unit_price: 15 },
  ]);
  await post(`/api/invoices/${cafe.id}/credit-note`, { reason: 'Affiches non livrées' });
  // A bank statement to reconcile and a supplier's invoice, read and approved (« Banque », « Factures fournisseurs »).
  const account = await post('/api/bank-accounts', {
    name: 'Compte courant',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    opening_balance: 5000,
    opening_date: day(-60),
  });
  await uploadStatement(
    server.url,
    `/api/bank-accounts/${account.id}/statements`,
    admin,
    csvCommaPoint([
      { date: day(-2), cents: 65000, label: 'VIR MAIRIE DE VILLEURBANNE', ref: 'R1' },
      { date: day(-2), cents: -5999, label: 'PRLV ADOBE CREATIVE CLOUD', ref: 'R2' },
      { date: day(-1), cents: -1250, label: 'CB BOULANGERIE DU COIN', ref: 'R3' },
    ]),
  );
  const received = await uploadSupplierInvoice(
    server,
    admin,
    new TextEncoder().encode(buildFacturX({ ...liableInvoice, number: 'FA-2026-117', issueDate: day(-5) })),
    'facture.xml',
  );
  if (received.status !== 201) throw new Error(`supplier invoice: ${JSON.stringify(received.body)}`);
  // Switched on last, so the rows above queue no notification.
  await put('/api/settings', {
    telegram_bot_token: '7012345678:AAE-exempleDeJetonDeBotPilotage',
    notification_tasks_enabled: 'true',
    notification_financials_enabled: 'true',
    notification_all_tasks_done_enabled: 'false',
  });
  await put('/api/me/settings', { telegram_chat_id: '512345678' });
  return { signupToken: tokens[1] };
}
