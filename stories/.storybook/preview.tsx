import type { Decorator, Preview } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { ColorModeProvider } from '../../web/src/app/ColorModeProvider';
import { SearchServer } from '../support/search-server';

/** Every story gets the app's theme (light or dark from the toolbar or the story), a router and the selectors' search server. */
const withAppProviders: Decorator = (Story, context) => (
  <ColorModeProvider forcedMode={context.globals.colorMode === 'dark' ? 'dark' : 'light'}>
    <MemoryRouter initialEntries={[(context.parameters.route as string | undefined) ?? '/']}>
      <SearchServer fails={context.parameters.searchFails === true}>
        <Story />
      </SearchServer>
    </MemoryRouter>
  </ColorModeProvider>
);

const preview: Preview = {
  decorators: [withAppProviders],
  globalTypes: {
    colorMode: {
      description: 'Mode de couleur',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Clair' },
          { value: 'dark', title: 'Sombre' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
