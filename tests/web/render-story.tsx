import type { ComponentType, ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ColorModeProvider } from '../../web/src/app/ColorModeProvider';
import { SearchServer } from '../../stories/support/search-server';

interface StoryParameters {
  route?: string;
  searchFails?: boolean;
}

interface StoryMeta<P> {
  component?: ComponentType<P>;
  args?: Partial<P>;
  parameters?: StoryParameters;
}

interface StoryObject<P> {
  args?: Partial<P>;
  // Storybook also passes a story context, which these stories do not read.
  render?(args: P, context: any): ReactElement;
  globals?: { colorMode?: string };
  parameters?: StoryParameters;
}

/**
 * Renders one CSF story the way stories/.storybook/preview.tsx does (theme, router, search server), with
 * its meta args, its own args and the test's overrides, so a test starts from a catalogued state.
 */
export function renderStory<P extends object>(meta: StoryMeta<P>, story: StoryObject<P>, overrides: Partial<P> = {}) {
  const args = { ...meta.args, ...story.args, ...overrides } as P;
  const Component = meta.component!;
  const parameters = { ...meta.parameters, ...story.parameters };
  return render(
    <ColorModeProvider forcedMode={story.globals?.colorMode === 'dark' ? 'dark' : 'light'}>
      <MemoryRouter initialEntries={[parameters.route ?? '/']}>
        <SearchServer fails={parameters.searchFails === true}>
          {story.render ? story.render(args, {}) : <Component {...args} />}
        </SearchServer>
      </MemoryRouter>
    </ColorModeProvider>,
  );
}
