import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.resolve(here, '../../web');
// Storybook's Vite integration is a dependency of the web workspace, not of the root.
const fromWeb = createRequire(path.join(webDir, 'package.json'));
const packageDir = (name: string) => path.dirname(fromWeb.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  stories: ['../components/**/*.stories.tsx', '../screens/**/*.stories.tsx', '../app/**/*.stories.tsx'],
  framework: {
    name: packageDir('@storybook/react-vite') as '@storybook/react-vite',
    options: { builder: { viteConfigPath: path.join(webDir, 'vite.config.ts') } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
