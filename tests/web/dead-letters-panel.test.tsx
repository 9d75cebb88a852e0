import type { ReactElement } from 'react';
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import panelMeta, * as panelStories from '../../stories/screens/settings/components/DeadLettersPanel.stories';
import sectionMeta, * as sectionStories from '../../stories/screens/settings/components/DeadLettersSection.stories';
import { deadLetters } from '../../stories/screens/settings/dead-letter-fixtures';
import { renderStory } from './render-story';

const user = userEvent.setup();
// Testing Library compares accessible names with their white space collapsed.
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** The container story inside its fake server (the story's decorator, as Storybook applies it). */
function renderPanel(story: { decorators?: unknown }) {
  const decorator = ((story.decorators as unknown[] | undefined) ?? (panelMeta.decorators as unknown[]))[0] as (
    Story: () => ReactElement,
  ) => ReactElement;
  return renderStory({ component: () => decorator(() => <panelMeta.component />) }, {});
}

describe('« Notifications non délivrées »', () => {
  it('lists each failed notification: date, French type, recipient, message, error, attempts', () => {
    renderStory(sectionMeta, sectionStories.List);
    expect(screen.getByRole('heading', { name: 'Notifications non délivrées' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Notifications non délivrées' });
    for (const header of ['Date', 'Type', 'Destinataire', 'Message', 'Erreur', 'Tentatives']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(grid).getByText('Nouvelle tâche')).toBeInTheDocument();
    expect(within(grid).getByText('Nouvelle transaction')).toBeInTheDocument();
    expect(within(grid).getByText('Toutes les tâches terminées')).toBeInTheDocument();
    expect(within(grid).getAllByText('123456789')).toHaveLength(2);
    expect(within(grid).getAllByText('11')).toHaveLength(2);
    // The cell cuts the message; its whole text is its accessible name and its tooltip.
    expect(within(grid).getByLabelText(oneLine(deadLetters[0].text))).toBeInTheDocument();
    expect(
      within(grid).getByText('Le bot a été bloqué par ce destinataire : il doit le débloquer dans Telegram.'),
    ).toBeInTheDocument();
  });

  it('shows the whole message on hover', async () => {
    renderStory(sectionMeta, sectionStories.List);
    await user.hover(screen.getByLabelText(oneLine(deadLetters[1].text)));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Abonnement annuel');
  });

  it('resends at once, and dismisses only once confirmed', async () => {
    const onResend = jest.fn();
    const onDismiss = jest.fn();
    renderStory(sectionMeta, sectionStories.List, { onResend, onDismiss });
    await user.click(screen.getAllByRole('button', { name: 'Renvoyer' })[1]);
    expect(onResend).toHaveBeenCalledWith(deadLetters[1]);

    await user.click(screen.getAllByRole('button', { name: 'Ignorer' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Ignorer la notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitForElementToBeRemoved(dialog);
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Ignorer' })[0]);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Ignorer la notification' })).getByRole('button', { name: 'Ignorer' }),
    );
    expect(onDismiss).toHaveBeenCalledWith(deadLetters[0]);
  });

  it('says when nothing failed, and why the list did not load', () => {
    const { unmount } = renderStory(sectionMeta, sectionStories.Empty);
    expect(screen.getByText('Aucune notification en échec.')).toBeInTheDocument();
    unmount();
    renderStory(sectionMeta, sectionStories.LoadFailed);
    expect(screen.getByText('Accès refusé : droits insuffisants.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('loads the list from the server and reports a resend in French', async () => {
    renderPanel(panelStories.List);
    const grid = await screen.findByRole('grid', { name: 'Notifications non délivrées' });
    await within(grid).findByText('Nouvelle transaction');
    await user.click(within(grid).getAllByRole('button', { name: 'Renvoyer' })[0]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Notification renvoyée : elle part dans quelques instants.',
    );
  });

  it('reports a list the server refuses', async () => {
    renderPanel(panelStories.LoadFailed);
    expect(await screen.findByText('Accès refusé : droits insuffisants.')).toBeInTheDocument();
  });
});
