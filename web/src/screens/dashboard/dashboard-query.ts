/**
 * The top employees card's size: the server ranks them and sends only those. Kept apart from the figures'
 * rules, with no import, for the page's entry (app/first-screen.ts) that sends the dashboard's query first.
 */
export const TOP_EMPLOYEES = 3;
