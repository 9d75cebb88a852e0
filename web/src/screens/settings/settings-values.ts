export interface SettingsValues {
  chatId: string;
  botToken: string;
  notificationTasksEnabled: boolean;
  notificationFinancialsEnabled: boolean;
  notificationAllTasksDoneEnabled: boolean;
  /** Admins must turn on two-factor sign-in before anything else. */
  require2faForAdmins: boolean;
}

export const EMPTY_SETTINGS: SettingsValues = {
  chatId: '',
  botToken: '',
  notificationTasksEnabled: false,
  notificationFinancialsEnabled: false,
  notificationAllTasksDoneEnabled: false,
  require2faForAdmins: false,
};

/** Banner lifetimes of docs/product.md §4. */
export const TEST_BANNER_MS = 7000;
export const VERIFY_BANNER_MS = 10000;
export const SAVE_BANNER_MS = 5000;
