/**
 * core's withDeadline as the timer tests call it: the call's value and error as they are (the
 * client's one caller gives its own answer and error steps).
 */
import { type DeadlineOptions, withDeadline as withSteps } from "../../src/core/deadline.ts";

/** withDeadline with the call's value and error as they are. */
export const withDeadline = <T>(options: DeadlineOptions, work: () => Promise<T>) =>
  withSteps(
    options,
    work,
    (value: T) => value,
    (error: unknown) => error,
  );
