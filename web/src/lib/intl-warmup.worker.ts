/// <reference lib="webworker" />
// The first use of Intl in a page loads the browser's locale data (intl-warmup.ts): done here, off the page's thread.
new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(0);
new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' }).format(0);
postMessage(null);
