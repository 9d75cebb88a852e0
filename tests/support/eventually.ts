/**
 * Retries an assertion until it passes or `timeoutMs` runs out, then throws its last failure. For
 * what a screen shows before the server has finished (a grid hides its rows while it reloads).
 */
export async function eventually(assertion: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
