/** @pilotage/domain: the business vocabulary and rules shared by the gateway, the web client and the stories. */
export * from './calendar';
export * from './csv';
export * from './employee-rules';
export * from './field-rules';
export * from './frequencies';
export * from './messages';
export * from './money';
export * from './roles';
export * from './search';
export * from './settings-rules';
export * from './task-rules';
export * from './task-status';
export * from './transaction-categories';
export * from './transaction-rules';
export * from './user-rules';
