/** Gives the browser a turn: input and painting run before the next piece of start-up. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
