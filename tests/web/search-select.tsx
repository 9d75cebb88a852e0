import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Waits for the server's answer to what was typed in a selector (its spinner gone). */
export async function answered(): Promise<void> {
  await waitFor(() => expect(screen.queryByLabelText('Recherche en cours')).not.toBeInTheDocument());
}

/** The texts of the open selector's list, once the server has answered. */
export async function listedOptions(): Promise<(string | null)[]> {
  await answered();
  return screen.getAllByRole('option').map((option) => option.textContent);
}

/** Types part of a name into a selector that asks the server, then picks one of the answer's options. */
export async function searchAndPick(user: UserEvent, field: string, typed: string, option: string): Promise<void> {
  const input = screen.getByRole('combobox', { name: field });
  await user.clear(input);
  await user.type(input, typed);
  await answered();
  await user.click(screen.getByRole('option', { name: option }));
}
