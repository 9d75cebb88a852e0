/** The longest free-text search (`search`, `q`) the gateway accepts and the search boxes let a user type. */
export const MAX_SEARCH_LENGTH = 100;
