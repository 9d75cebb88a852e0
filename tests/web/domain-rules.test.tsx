/** @jest-environment node */
import 'reflect-metadata';
import {
  type FieldRule,
  type FieldRules,
  checkFields,
  creditNoteRules,
  employeeRules,
  globalSettingsRules,
  invoicePaymentRules,
  invoiceSettingsRules,
  issueInvoiceRules,
  loginRules,
  messages,
  mySettingsRules,
  newTransactionRules,
  newUserRules,
  passwordChangeRules,
  passwordResetRules,
  registrationRules,
  routineProblem,
  taskRules,
  telegramVerifyRules,
  tokenQuantityRule,
  transactionEditRules,
  userEditRules,
} from '@pilotage/domain';
import { getMetadataStorage } from 'class-validator';
import { LoginInput, MySettingsInput, RegisterInput } from '../../gateway/src/features/auth/auth.types';
import { EmployeeInput } from '../../gateway/src/features/employees/employees.types';
import {
  CreateFinancialTransactionInput,
  UpdateFinancialTransactionInput,
} from '../../gateway/src/features/financials/financials.types';
import { InvoiceSettingsInput } from '../../gateway/src/features/invoice-settings/invoice-settings.types';
import {
  CreditNoteInput,
  InvoicePaymentInput,
  IssueInvoiceInput,
} from '../../gateway/src/features/invoices/invoices.types';
import { TelegramVerifyInput } from '../../gateway/src/features/notifications/telegram.types';
import { ChangePasswordInput } from '../../gateway/src/features/sessions/sessions.types';
import { GlobalSettingsInput } from '../../gateway/src/features/settings/settings.types';
import { dayRange } from '../../gateway/src/kernel/helpers/calendar';
import { validated } from '../../gateway/src/kernel/helpers/validation';
import { GenerateTokensInput } from '../../gateway/src/features/signup-tokens/signup-tokens.types';
import { CreateTaskInput, UpdateTaskInput } from '../../gateway/src/features/tasks/tasks.types';
import { CreateUserInput, ResetPasswordInput, UpdateUserInput } from '../../gateway/src/features/users/users.types';
import { validatePasswordChange } from '../../web/src/screens/account/password-change';
import { validateEmployee } from '../../web/src/screens/employees/employee-rules';
import {
  parseAmount,
  validateNewTransaction,
  validateTransactionEdit,
} from '../../web/src/screens/financials/financial-rules';
import { validateFilter } from '../../web/src/screens/performance/performance-rules';
import { type TaskValues, EMPTY_TASK, taskInput, validateTask } from '../../web/src/screens/tasks/task-rules';
import {
  type NewUserValues,
  type RegistrationValues,
  newUserInput,
  parseTokenQuantity,
  registrationInput,
  userEditInput,
  validateNewUser,
  validatePasswordReset,
  validateRegistration,
  validateUserEdit,
} from '../../web/src/lib/validation';

/**
 * One source of truth: the gateway's input classes and the web forms follow the field rules of
 * @pilotage/domain, so a value the server accepts is never refused by a form, and the reverse.
 */

type InputClass = new () => object;

/** The gateway's verdict on a payload: null when `validated()` lets it through, else its French message. */
const server = (cls: InputClass, raw: Record<string, unknown>): Promise<string | null> =>
  validated(cls, raw).then(
    () => null,
    (error: Error) => error.message,
  );

const text = (length: number) => 'a'.repeat(length);

/** Values at and around every limit a rule declares, plus wrong types. */
function samples(rule: FieldRule): unknown[] {
  switch (rule.kind) {
    case 'text': {
      const lengths = [rule.minLength?.value, rule.maxLength?.value]
        .filter((n): n is number => n !== undefined)
        .flatMap((n) => [n - 1, n, n + 1]);
      return [
        undefined,
        null,
        '',
        '   ',
        'x',
        ' x ',
        42,
        ...lengths.filter((n) => n >= 0).map(text),
        ...(rule.oneOf?.values ?? []),
        'Autre',
      ];
    }
    case 'integer':
      return [undefined, null, rule.min - 1, rule.min, rule.max, rule.max + 1, 1.5, '1', true];
    case 'amount':
      return [
        undefined,
        null,
        '',
        ' ',
        'douze',
        '12',
        '12.3',
        '-12.34',
        '12.345',
        12.5,
        -0.05,
        0.1,
        1.001,
        1e3,
        '1e3',
        999_999_999_999.99,
        1e12,
        1e13,
        Infinity,
        NaN,
        true,
      ];
    case 'day':
      return [
        undefined,
        null,
        '',
        '   ',
        '2026-02-28',
        '2028-02-29',
        '2026-02-29',
        '2026-13-01',
        '26-01-01',
        '2026-03-31T23:30:00.000Z',
        '2026-03-31T23:30:00+02:00',
        'hier',
        20260101,
      ];
    case 'boolean':
      return [undefined, null, true, false, 'true', 0];
    case 'decimal': {
      const step = 10 ** -rule.decimals;
      return [
        undefined,
        null,
        '',
        ' ',
        'deux',
        true,
        rule.min - step,
        rule.min,
        rule.min + step,
        rule.max,
        rule.max + step,
        step / 10,
        '1.5',
        ' 2 ',
        ...(rule.oneOf ?? []),
        '5.5',
        19.6,
      ];
    }
    case 'list': {
      const line = { description: 'Conseil', quantity: 1, unitPrice: 10 };
      return [
        undefined,
        null,
        'x',
        {},
        [],
        [line],
        [line, { ...line, quantity: 0 }],
        [null],
        ['x'],
        [{}],
        Array(rule.maxItems.value + 1).fill(line),
      ];
    }
  }
}

/** Formats that need more than lengths to be tried. */
const EXTRA: Record<string, unknown[]> = {
  email: [
    'admin@localhost',
    'a@b.c',
    'claire.martin@pilotage.fr',
    'no-at',
    'a@',
    '@b',
    'a b@c.d',
    'a@b@c',
    `${text(250)}@b.c`,
    `${text(251)}@b.c`,
  ],
  telegramChatId: [
    '123456789',
    '-1001234567890',
    '@canal_pilotage',
    '@abc',
    'pas un id',
    ` 123 `,
    text(21).replace(/a/g, '1'),
  ],
  telegramBotToken: ['123456789:ABCdefGHIjklMNOpqrSTUvwx', '123456789:court', 'sans-deux-points'],
  frequency: ['Hebdomadaire', text(20), text(21)],
  siret: [
    '73282932000074',
    '732 829 320 00074',
    '73282932000075',
    '35600000000010',
    '7328293200007',
    '7328293200007A',
    ' ',
    73282932000074,
  ],
  vatNumber: [
    'FR44732829320',
    'fr 44 732 829 320',
    'FR45732829320',
    'FRAB732829320',
    'DE123456789',
    'US123456789',
    'NL123456789B01',
    ' ',
  ],
  paymentTermsDays: [0, 30, 60, 61, -1, 30.5, '30'],
  number: ['F-2026-0001', ' F-2026/A.1 ', 'F 2026', 'F#1', ''],
  clientSiren: ['552100554', '552 100 554', '552100555', '55210055', 'abc'],
  clientVatNumber: ['FR96552100554', 'fr 96 552 100 554', 'FR00552100554'],
};

/** Each rule table, the input class that applies it, and a payload every rule accepts. */
const TABLES: [string, FieldRules, InputClass, Record<string, unknown>][] = [
  ['login', loginRules, LoginInput, { username: 'admin', password: 'secret' }],
  [
    'registration',
    registrationRules,
    RegisterInput,
    { username: 'hugo', email: 'hugo@pilotage.fr', password: 'secret-123', signupToken: 'jeton' },
  ],
  [
    'new user',
    newUserRules,
    CreateUserInput,
    { username: 'hugo', email: 'hugo@pilotage.fr', password: 'secret-123', role: 'Manager' },
  ],
  ['user edit', userEditRules, UpdateUserInput, { username: 'hugo', email: 'hugo@pilotage.fr', role: 'Manager' }],
  ['password reset', passwordResetRules, ResetPasswordInput, { newPassword: 'secret-123' }],
  [
    'password change',
    passwordChangeRules,
    ChangePasswordInput,
    { newPassword: 'secret-123', currentPassword: 'ancien' },
  ],
  ['token quantity', { quantity: tokenQuantityRule }, GenerateTokensInput, { quantity: 3 }],
  ['my settings', mySettingsRules, MySettingsInput, { telegramChatId: '123456789' }],
  ['telegram verify', telegramVerifyRules, TelegramVerifyInput, {}],
  ['global settings', globalSettingsRules, GlobalSettingsInput, {}],
  ['invoice settings', invoiceSettingsRules, InvoiceSettingsInput, {}],
  ['employee', employeeRules, EmployeeInput, { name: 'Sophie Moreau' }],
  ['new task', taskRules, CreateTaskInput, { title: 'Inventaire' }],
  [
    'new transaction',
    newTransactionRules,
    CreateFinancialTransactionInput,
    { amount: 12.5, description: 'Abonnement' },
  ],
  [
    'transaction edit',
    transactionEditRules,
    UpdateFinancialTransactionInput,
    { description: 'Abonnement', amount: 12.5, date: '2026-03-01' },
  ],
  [
    'invoice',
    issueInvoiceRules,
    IssueInvoiceInput,
    {
      clientName: 'Zoé Martin',
      clientAddress: 'Lyon',
      operationCategory: 'Services',
      lines: [{ description: 'Conseil', quantity: 1, unitPrice: 10 }],
    },
  ],
  ['credit note', creditNoteRules, CreditNoteInput, { reason: 'Erreur' }],
  ['invoice payment', invoicePaymentRules, InvoicePaymentInput, { date: '2026-03-01' }],
];

describe('every field rule, as the gateway applies it', () => {
  describe.each(TABLES)('%s', (_name, rules, cls, valid) => {
    it('is declared on exactly the fields of its input class', () => {
      const declared = new Set(
        getMetadataStorage()
          .getTargetValidationMetadatas(cls, '', true, false)
          .map((m) => m.propertyName),
      );
      expect([...declared].sort()).toEqual(Object.keys(rules).sort());
    });

    it.each(Object.keys(rules))('%s: the gateway answers what the rule says, message included', async (field) => {
      const values = [...samples(rules[field]), ...(EXTRA[field] ?? [])];
      for (const value of values) {
        const raw = { ...valid, [field]: value };
        expect({ value, verdict: await server(cls, raw) }).toEqual({ value, verdict: checkFields(rules, raw) });
      }
    });
  });

  it('reports a missing required field before any other problem, as the forms do', async () => {
    const raw = { username: 'hugo', email: 'no-at', password: '' };
    expect(await server(CreateUserInput, raw)).toBe(messages.requiredUserFields);
    expect(validateNewUser({ ...raw, role: 'Employé' })).toBe(messages.requiredUserFields);
  });
});

/**
 * A form and the gateway agree on every value typed: the form lets it through exactly when the
 * server accepts what the form sends. Messages are the same, except where the specification (docs/product.md §5) gives the form
 * its own (`sameMessage: false`).
 */
interface FormCase<V> {
  valid: V;
  /** Values typed in one field, the others valid. */
  variations: Partial<Record<keyof V & string, unknown[]>>;
  /** Whole forms to try as well. */
  extra?: V[];
  form(values: V): string | null;
  server(values: V): Promise<string | null>;
  sameMessage?: boolean;
}

const formCase = <V,>(definition: FormCase<V>) => definition as unknown as FormCase<Record<string, unknown>>;

const lengthsAround = (...limits: number[]) => limits.flatMap((n) => [n - 1, n, n + 1].map(text));
const TEXT = ['', '   ', 'x', ' x '];
const EMAILS = [
  'admin@localhost',
  ' admin@localhost ',
  'a@b.c',
  'no-at',
  'claire@',
  '@pilotage.fr',
  'a b@c.d',
  '',
  '   ',
  `${text(250)}@b.c`,
  `${text(251)}@b.c`,
];
const PASSWORDS = ['', '      ', '12345', '123456', ...lengthsAround(1024)];
const AMOUNTS = [
  '',
  ' ',
  'abc',
  '12',
  '12,5',
  '-42.5',
  '0.1',
  '12.345',
  '1e3',
  '999999999999.99',
  '1000000000000',
  'Infinity',
];

const FORMS: [string, FormCase<Record<string, unknown>>][] = [
  [
    'add user (users screen)',
    formCase<NewUserValues>({
      valid: { username: 'hugo', email: 'hugo@pilotage.fr', password: '123456', role: 'Employé' },
      variations: {
        username: [...TEXT, ...lengthsAround(150)],
        email: EMAILS,
        password: PASSWORDS,
        role: ['Admin', 'Manager', 'Employé'],
      },
      form: validateNewUser,
      server: (values) => server(CreateUserInput, { ...newUserInput(values) }),
    }),
  ],
  [
    'edit user (users screen)',
    formCase({
      valid: { username: 'claire', email: 'claire@pilotage.fr', role: 'Manager' },
      variations: { username: [...TEXT, ...lengthsAround(150)], email: EMAILS },
      form: validateUserEdit,
      server: (values) => server(UpdateUserInput, { ...userEditInput(values) }),
    }),
  ],
  [
    'reset password (users screen)',
    formCase({
      valid: { newPassword: '123456' },
      variations: { newPassword: PASSWORDS },
      form: (values) => validatePasswordReset(values.newPassword),
      server: (values) => server(ResetPasswordInput, values),
    }),
  ],
  [
    'token quantity (users screen)',
    formCase({
      valid: { quantity: '1' },
      variations: { quantity: ['0', '1', '50', '51', '-1', '1.5', '', 'abc', ' 7 '] },
      form: (values) => (parseTokenQuantity(values.quantity) === null ? messages.invalidTokenQuantity : null),
      server: (values) =>
        server(GenerateTokensInput, { quantity: values.quantity.trim() === '' ? null : Number(values.quantity) }),
    }),
  ],
  [
    'registration',
    formCase<RegistrationValues>({
      valid: {
        username: 'hugo',
        email: 'hugo@pilotage.fr',
        password: 'secret-123',
        confirmPassword: 'secret-123',
        signupToken: 'jeton',
      },
      variations: {
        username: [...TEXT, ...lengthsAround(150)],
        email: EMAILS,
        signupToken: [...TEXT, ...lengthsAround(64)],
      },
      // The password is typed twice alike (a different confirmation is the form's own check).
      extra: PASSWORDS.map((password) => ({
        username: 'hugo',
        email: 'hugo@pilotage.fr',
        password,
        confirmPassword: password,
        signupToken: 'jeton',
      })),
      form: validateRegistration,
      server: (values) => server(RegisterInput, { ...registrationInput(values) }),
    }),
  ],

  [
    'own password change (account screen)',
    formCase({
      valid: { currentPassword: 'ancien', newPassword: 'nouveau-secret', confirmPassword: 'nouveau-secret' },
      variations: { currentPassword: ['', '   ', 'x', ...lengthsAround(1024)] },
      extra: PASSWORDS.map((newPassword) => ({ currentPassword: 'ancien', newPassword, confirmPassword: newPassword })),
      form: validatePasswordChange,
      server: (values) =>
        server(ChangePasswordInput, { currentPassword: values.currentPassword, newPassword: values.newPassword }),
      // The form has one message for every empty field, the confirmation included.
      sameMessage: false,
    }),
  ],
  [
    'employee',
    formCase({
      valid: { name: 'Sophie Moreau', notes: '', managerUserId: null },
      // EmployeeForm.tsx sends the name trimmed, the notes as typed.
      variations: {
        name: [...TEXT, ...lengthsAround(200)].map((name) => name.trim()),
        notes: ['', '   ', ...lengthsAround(5000)],
      },
      form: validateEmployee,
      server: (values) => server(EmployeeInput, values),
    }),
  ],
  ...(['add', 'edit'] as const).map((mode): [string, FormCase<Record<string, unknown>>] => [
    `${mode} task`,
    formCase<TaskValues>({
      valid: { ...EMPTY_TASK, title: 'Inventaire' },
      variations: {
        title: [...TEXT, ...lengthsAround(300)],
        description: ['', ...lengthsAround(5000)],
        dueDate: ['', '2026-02-28', '2028-02-29'],
        status: ['À faire', 'En cours', 'Terminé'],
        isRoutine: [false, true],
      },
      extra: ['Hebdomadaire', ' Annuel ', '', '   ', 'hebdomadaire', 'Toutes les heures', text(21)].map(
        (frequency) => ({
          ...EMPTY_TASK,
          title: 'Inventaire',
          isRoutine: true,
          frequency,
        }),
      ),
      form: validateTask,
      // The service adds the routine rule to the input class's (tasks.service.ts).
      server: async (values) => {
        const sent = taskInput(values);
        return (
          (await server(mode === 'add' ? CreateTaskInput : UpdateTaskInput, sent)) ??
          routineProblem(sent.isRoutine, sent.frequency)
        );
      },
    }),
  ]),
  [
    'add transaction',
    formCase({
      valid: { amount: '-42.5', description: 'Hébergement', date: '2024-06-04', category: '' },
      variations: {
        amount: AMOUNTS,
        description: [...TEXT, ...lengthsAround(1000)],
        date: ['', '2024-06-04'],
        category: ['', 'Abonnement', 'Autre Dépense'],
      },
      form: (values) => validateNewTransaction(newTransaction(values)),
      server: (values) => server(CreateFinancialTransactionInput, newTransaction(values)),
    }),
  ],
  [
    'edit transaction',
    formCase({
      valid: {
        amount: '59.99',
        description: 'Logiciel de montage',
        date: '2024-06-03',
        category: 'Catégorie libre',
        type: 'Dépense',
      },
      variations: {
        amount: AMOUNTS,
        description: [...TEXT, ...lengthsAround(1000)],
        date: ['', '2024-06-03'],
        category: ['', ...lengthsAround(100)],
        type: ['Revenu', 'Dépense'],
      },
      form: (values) => validateTransactionEdit(transactionEdit(values)),
      server: (values) => server(UpdateFinancialTransactionInput, transactionEdit(values)),
      // docs/product.md §5: the edit modal says « nombre valide » for an amount that is not a number.
      sameMessage: false,
    }),
  ],
];

/** What the add-transaction form sends (AddTransactionForm.tsx). */
function newTransaction(values: Record<string, unknown>) {
  const description = String(values.description);
  return {
    amount: parseAmount(String(values.amount)),
    description: description.trim(),
    date: values.date || null,
    category: values.category || null,
    relatedEmployeeId: null,
    relatedSource: null,
  };
}

/** What the edit modal sends (EditTransactionDialog.tsx): the amount unsigned, its type apart. */
function transactionEdit(values: Record<string, unknown>) {
  const amount = parseAmount(String(values.amount));
  return {
    description: String(values.description).trim(),
    amount: amount === null ? null : Math.abs(amount),
    type: values.type,
    date: values.date,
    category: String(values.category).trim(),
    employeeId: null,
  };
}

describe('the web forms and the gateway agree', () => {
  it.each(FORMS)('%s', async (_name, { valid, variations, extra = [], form, server: answer, sameMessage = true }) => {
    const tried: Record<string, unknown>[] = [valid, ...extra];
    for (const [field, values] of Object.entries(variations))
      for (const value of values ?? []) tried.push({ ...valid, [field]: value });
    for (const values of tried) {
      const [refused, answered] = [form(values), await answer(values)];
      expect({ values, accepted: refused === null }).toEqual({ values, accepted: answered === null });
      if (sameMessage && refused !== null) expect({ values, message: refused }).toEqual({ values, message: answered });
    }
  });

  it('the date filters refuse a start after the end, like the server', () => {
    for (const [startDate, endDate] of [
      ['2026-03-01', '2026-03-31'],
      ['2026-03-31', '2026-03-31'],
      ['2026-04-01', '2026-03-31'],
      ['', '2026-03-31'],
      ['2026-03-01', ''],
    ]) {
      const refused = validateFilter({ startDate, endDate, employee: null });
      let answered: string | null = null;
      try {
        dayRange(startDate, endDate);
      } catch (error) {
        answered = (error as Error).message;
      }
      expect({ startDate, endDate, refused }).toEqual({ startDate, endDate, refused: answered });
    }
  });

  it('refuses invisible, control and bidirectional characters in a username on every form, like the server', async () => {
    for (const username of ['admin\u200B', '\u202Eadmin', 'ad\u2066min', 'ad\uFEFFmin', 'ad\u0007min', 'admin\u200F']) {
      expect(validateNewUser({ username, email: 'a@example.fr', password: '123456', role: 'Admin' })).toBe(
        messages.usernameInvalidCharacters,
      );
      expect(validateUserEdit({ username, email: 'a@example.fr' })).toBe(messages.usernameInvalidCharacters);
      expect(
        validateRegistration({
          username,
          email: 'a@example.fr',
          password: 'secret-123',
          confirmPassword: 'secret-123',
          signupToken: 'jeton',
        }),
      ).toBe(messages.usernameInvalidCharacters);
      expect(await server(UpdateUserInput, { username, email: 'a@example.fr' })).toBe(
        messages.usernameInvalidCharacters,
      );
    }
    // Accents and other scripts are names like any other.
    expect(
      validateNewUser({ username: 'zoé.müller', email: 'z@example.fr', password: '123456', role: 'Admin' }),
    ).toBeNull();
  });

  it("accepts the first Admin's default address, admin@localhost, everywhere the server does", async () => {
    expect(
      validateNewUser({ username: 'admin2', email: 'admin@localhost', password: '123456', role: 'Admin' }),
    ).toBeNull();
    expect(validateUserEdit({ username: 'admin', email: 'admin@localhost' })).toBeNull();
    expect(
      validateRegistration({
        username: 'hugo',
        email: 'hugo@localhost',
        password: 'secret-123',
        confirmPassword: 'secret-123',
        signupToken: 'jeton',
      }),
    ).toBeNull();
    expect(await server(UpdateUserInput, { username: 'admin', email: 'admin@localhost' })).toBeNull();
  });
});
