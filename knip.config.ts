import { readFileSync } from 'node:fs';
import type { KnipConfig } from 'knip';

// tests/, stories/ and bench/ (the root package) drive the workspaces' code with the workspaces'
// own libraries (pg, fastify, React, MUI…), which npm installs at the root: not unlisted there.
const workspaceDependencies = ['domain', 'gateway', 'web'].flatMap((workspace) => {
  const manifest = JSON.parse(readFileSync(new URL(`${workspace}/package.json`, import.meta.url), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
});
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const anyWorkspaceDependency = new RegExp(`^(${workspaceDependencies.map(escape).join('|')})$`);

const config: KnipConfig = {
  // A constant exported and used in its own file is not dead: tests often read it.
  ignoreExportsUsedInFile: true,
  // Debian's poppler-utils, which the invoice PDF tests call (.ci/run installs it; pdftoppm
  // pictures the pages), Java for PDFBox's PDF/A check of the Factur-X PDF, and kubectl, which
  // only re-renders tests/deploy/kustomize-renders/ after a change under k8s/; mount and umount
  // give the disk-full fault a real small filesystem when the tests run as root.
  ignoreBinaries: [
    'pdftotext',
    'pdfinfo',
    'pdffonts',
    'pdfdetach',
    'pdftoppm',
    'java',
    'kubectl',
    'openssl',
    'mount',
    'umount',
  ],
  // Generated typed documents: the codegen emits every schema type, used or not.
  ignoreIssues: { 'web/src/graphql/generated/**': ['exports', 'types'] },
  workspaces: {
    '.': {
      // tests/support/*.mjs are jest's global setup and scripts the tests spawn by path.
      entry: [
        'tests/**/*.test.{ts,tsx}',
        'tests/support/*.mjs',
        'tests/deploy/support/*.mjs',
        'bench/baseline-server.mjs',
        // Preloaded into a gateway by NODE_OPTIONS (--import), not imported.
        'bench/module-heap.mjs',
      ],
      project: ['tests/**/*.{ts,tsx,mjs}', 'stories/**/*.{ts,tsx}', 'bench/**/*.mjs'],
      storybook: {
        config: 'stories/.storybook/main.ts',
        entry: ['stories/**/*.stories.tsx', 'stories/.storybook/preview.tsx'],
      },
      ignoreDependencies: [
        anyWorkspaceDependency,
        // Imported by a computed path (`kubernetes-models/${apiVersion}`) in tests/deploy/support.
        'kubernetes-models',
        // Its CLI is run by path from tests/measured/lighthouse.test.ts.
        'lighthouse',
      ],
    },
    domain: {
      project: ['src/**/*.ts'],
    },
    gateway: {
      entry: ['src/migrate.ts!', 'src/emit-schema.ts', 'src/scripts/*.ts', 'migrations/*.ts!'],
      project: ['src/**/*.ts!', 'migrations/**/*.ts!'],
    },
    web: {
      // src/prerender: rendered at build time by scripts/prerender-pages.mjs (through Vite, by path).
      entry: ['scripts/*.mjs', 'src/prerender/*.tsx'],
      project: ['src/**/*.{ts,tsx}!', 'scripts/**/*.mjs'],
      // Storybook's framework, resolved from this workspace by stories/.storybook/main.ts (next to Vite).
      ignoreDependencies: ['@storybook/react-vite'],
    },
  },
};

export default config;
