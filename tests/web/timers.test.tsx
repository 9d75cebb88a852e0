import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import copyMeta, * as copyStories from '../../stories/components/CopyButton.stories';
import registerMeta, * as registerStories from '../../stories/screens/register/RegisterView.stories';
import settingsMeta, * as settingsStories from '../../stories/screens/settings/SettingsView.stories';
import { renderStory } from './render-story';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('timers of docs/product.md §4', () => {
  it("shows 'Copié' for 2 seconds after copying a token", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderStory(copyMeta, copyStories.Idle);
    await user.click(screen.getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith('q8Zk1mV7cR2xT5nB0pL4wA');
    expect(await screen.findByRole('button', { name: 'Copié' })).toBeInTheDocument();
    advance(1999);
    expect(screen.getByRole('button', { name: 'Copié' })).toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument();
  });

  it('goes to /login 3 seconds after a successful registration', () => {
    const onRedirect = jest.fn();
    renderStory(registerMeta, registerStories.Success, { onRedirect });
    expect(screen.getByText(/Compte créé avec succès\./)).toBeInTheDocument();
    advance(2999);
    expect(onRedirect).not.toHaveBeenCalled();
    advance(1);
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it('clears the test banner after 7 s and the verify banner after 10 s', () => {
    renderStory(settingsMeta, settingsStories.CheckFailed);
    expect(screen.getByText('Erreur vérification: chat introuvable')).toBeInTheDocument();
    expect(screen.getByText('Erreur envoi test: Jeton du bot non configuré.')).toBeInTheDocument();
    advance(7000);
    expect(screen.queryByText('Erreur envoi test: Jeton du bot non configuré.')).not.toBeInTheDocument();
    expect(screen.getByText('Erreur vérification: chat introuvable')).toBeInTheDocument();
    advance(3000);
    expect(screen.queryByText('Erreur vérification: chat introuvable')).not.toBeInTheDocument();
  });

  it('clears the save message after 5 s', () => {
    renderStory(settingsMeta, settingsStories.Saved);
    const text = 'Chat ID enregistré. Paramètres globaux enregistrés.';
    expect(screen.getByText(text)).toBeInTheDocument();
    advance(4999);
    expect(screen.getByText(text)).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});
