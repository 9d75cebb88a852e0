import type { OperationText } from '../graphql/generated/operation-texts';

/**
 * Answers fetched by the page's entry before the application was loaded (app/first-screen.ts), each taken
 * once by the screen that renders it: its first render then has its data.
 */
const answers = new Map<string, unknown>();

export function keepFirstAnswer<Result, Variables>(operation: OperationText<Result, Variables>, answer: Result): void {
  answers.set(operation.name, answer);
}

export function takeFirstAnswer<Result, Variables>(operation: OperationText<Result, Variables>): Result | null {
  const answer = answers.get(operation.name) as Result | undefined;
  answers.delete(operation.name);
  return answer ?? null;
}
