import { LoginAttempt } from '../auth/login-attempt.entity';
import { Employee } from '../employees/employee.entity';
import { FinancialTransaction } from '../financials/financial-transaction.entity';
import { InvoiceSettings } from '../invoice-settings/invoice-settings.entity';
import { Setting } from '../settings/setting.entity';
import { SignupToken } from '../signup-tokens/signup-token.entity';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';

/** Every entity MikroORM manages; listed explicitly so discovery needs no file globbing. */
export const entities = [User, SignupToken, Setting, InvoiceSettings, LoginAttempt, Employee, Task, FinancialTransaction];
