import { LoginAttempt } from '../kernel/credentials/login-attempt.entity';
import { Employee } from '../features/employees/employee.entity';
import { FinancialTransaction } from '../features/financials/financial-transaction.entity';
import { InvoiceSettings } from '../features/invoice-settings/invoice-settings.entity';
import { Setting } from '../features/settings/setting.entity';
import { SignupToken } from '../features/signup-tokens/signup-token.entity';
import { SupplierInvoice } from '../features/purchases/supplier-invoice.entity';
import { Task } from '../features/tasks/task.entity';
import { User } from '../features/users/user.entity';
import { BankAccount } from '../features/bank/bank-account.entity';
import { BankRule } from '../features/bank/bank-rule.entity';

/** Every entity MikroORM manages; listed explicitly so discovery needs no file globbing. */
export const entities = [
  User,
  SignupToken,
  Setting,
  InvoiceSettings,
  LoginAttempt,
  Employee,
  Task,
  FinancialTransaction,
  SupplierInvoice,
  BankAccount,
  BankRule,
];
