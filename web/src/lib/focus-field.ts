/**
 * The element the keyboard should land on for a form field found by its name or its invalid mark.
 * A date picker's field is a group of sections around a hidden input: its first section gets the focus.
 */
export function focusTarget(element: HTMLElement): HTMLElement {
  const group =
    element.matches('input[aria-hidden="true"]') && element.parentElement?.getAttribute('role') === 'group'
      ? element.parentElement
      : element.getAttribute('role') === 'group'
        ? element
        : null;
  return group?.querySelector<HTMLElement>('[role="spinbutton"]') ?? element;
}

/** Focuses a field and brings it to the middle of the screen; false when it could not take the focus. */
export function focusField(element: HTMLElement | null | undefined): boolean {
  if (!element) return false;
  const target = focusTarget(element);
  target.focus();
  if (document.activeElement !== target) return false;
  target.scrollIntoView?.({ block: 'center' });
  return true;
}
