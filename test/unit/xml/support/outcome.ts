/**
 * What a codec call came to, as plain data that can leave a browser page: the value, or the
 * error's class, message and the fields a test checks. Both engines' runs are compared as outcomes.
 */

export interface Outcome {
  value?: unknown;
  error?: { name: string; message: string; field?: string; status?: number };
}

/** Runs `call` and says how it ended. */
export function outcomeOf(call: () => unknown): Outcome {
  try {
    return { value: call() };
  } catch (error) {
    if (!(error instanceof Error)) return { error: { name: typeof error, message: String(error) } };
    const { field, status } = error as { field?: string; status?: number };
    return {
      error: {
        name: error.name,
        message: error.message,
        ...(field !== undefined && { field }),
        ...(status !== undefined && { status }),
      },
    };
  }
}

/** An outcome with the engine's own words taken out: what both engines must agree on. */
export function comparable(outcome: Outcome): Outcome {
  const message = outcome.error?.message;
  if (outcome.error === undefined || message === undefined) return outcome;
  // A not-well-formed document is refused by both; the parser's reason after the colon is its own.
  const cut = message.indexOf("is not well-formed XML:");
  return cut < 0 ? outcome : { error: { ...outcome.error, message: message.slice(0, cut + 22) } };
}
