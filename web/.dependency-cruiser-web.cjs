/**
 * The floors of the web client (docs/architecture.md « Floors of the web client »):
 *
 *   app/ (shell, routes, session, Apollo client, theme)  >  screens/  >  components/  >  lib/, graphql/
 *
 * A file imports from its own floor or below. Two doors are open on purpose:
 * - a screen's container reads the signed-in user through `app/session/` (the auth context and the
 *   business day it gives), and nothing else of app/;
 * - a screen opens the invoice generator (`screens/invoices/generator/InvoiceGeneratorDialog.tsx`),
 *   a self-contained dialog loaded on demand, from its own rows (Finances « Générer une facture »).
 *   Paramètres shows the generator's company settings the same way, through its own container
 *   (`screens/invoices/generator/CompanyIdentityPanel.tsx`).
 * Anything else two screens share moves down to components/ or lib/.
 *
 * Run by `npm run lint:deps:web`; the paths are relative to the repository's root.
 */
const SCREEN_ENTRIES = [
  '^web/src/screens/invoices/generator/InvoiceGeneratorDialog\\.tsx$',
  '^web/src/screens/invoices/generator/CompanyIdentityPanel\\.tsx$',
];

module.exports = {
  forbidden: [
    {
      name: 'web-shared-parts-not-up',
      comment: 'components/ and lib/ are shared by every screen: they never import the app shell or a screen.',
      severity: 'error',
      from: { path: '^web/src/(components|lib|graphql)/' },
      to: { path: '^web/src/(app|screens)/' },
    },
    {
      name: 'web-lib-not-components',
      comment: 'lib/ (formatting, hooks, URL state) sits below components/: it never imports a component.',
      severity: 'error',
      from: { path: '^web/src/(lib|graphql)/' },
      to: { path: '^web/src/components/' },
    },
    {
      name: 'web-screens-only-session-from-app',
      comment:
        'A screen reads the signed-in user through app/session/; the layout, routes, Apollo client and theme stay the shell’s.',
      severity: 'error',
      from: { path: '^web/src/screens/' },
      to: { path: '^web/src/app/', pathNot: '^web/src/app/session/' },
    },
    {
      name: 'web-screen-not-another-screen',
      comment: 'A screen never reaches into another screen: what two screens share moves down to components/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/screens/([^/]+)/' },
      to: { path: '^web/src/screens/', pathNot: ['^web/src/screens/$1/', ...SCREEN_ENTRIES] },
    },
    {
      name: 'web-src-not-stories-or-tests',
      comment: 'The client ships alone: it never imports the catalogue or the tests.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^(stories|tests)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^web/src/graphql/generated/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
