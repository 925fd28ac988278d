import { logger } from './logger';

/**
 * A flow that crosses modules as a list of named steps, each with its undo (docs/decisions/033).
 * `run` does the step's work on the flow's context (and writes what later steps need there);
 * `undo` takes it back once the step has completed. A step that fails part way cleans up its own
 * part: only completed steps are undone.
 */
export interface Step<C> {
  readonly name: string;
  run(context: C, options: RunOptions): Promise<void>;
  undo?(context: C, options: RunOptions): Promise<void>;
  /**
   * The flow's point of no return (an order written): once this step has completed, nothing before
   * it is undone any more, and a later failure leaves the work standing.
   */
  readonly commits?: boolean;
  /**
   * Whether the flow stops after this step, keeping what was done so far (nothing is undone):
   * someone else must act first (the shopper passing their bank's 3-D Secure challenge), and
   * the flow is run again from the start afterwards.
   */
  pauses?(context: C): boolean;
}

export interface RunOptions {
  /** Called after each step has completed, with its name (tests throw here to fail the flow at that point). */
  afterStep?(name: string): void | Promise<void>;
  /** Told of an undo that failed (the others still run); the default logs it as an error. */
  undoFailed?(name: string, error: unknown): void;
}

const logUndoFailure = (name: string, error: unknown) => logger.error({ err: error, step: name }, 'a step could not be undone');

/** A flow's failure, with the step that failed and whether the flow had passed its point of no return. */
export class StepFailure extends Error {
  constructor(
    readonly step: string,
    readonly committed: boolean,
    override readonly cause: unknown,
  ) {
    super(`step ${step} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StepFailure';
  }
}

/** Undo completed steps, the last first; an undo that fails is logged and the others still run. */
async function undoAll<C>(completed: readonly Step<C>[], context: C, options: RunOptions): Promise<void> {
  for (const step of [...completed].reverse()) {
    if (!step.undo) continue;
    try {
      await step.undo(context, options);
    } catch (error) {
      (options.undoFailed ?? logUndoFailure)(step.name, error);
    }
  }
}

/**
 * Run the steps in order. When one fails (or `afterStep` throws after it), the completed steps
 * are undone in reverse order, back to the last `commits` step, and a StepFailure naming the step
 * and carrying the error is thrown. A step that `pauses` ends the run there, undoing nothing.
 * Returns the context the steps wrote.
 */
export async function runSteps<C>(steps: readonly Step<C>[], context: C, options: RunOptions = {}): Promise<C> {
  const completed: Step<C>[] = [];
  let committed = false;
  for (const step of steps) {
    let done = false;
    try {
      await step.run(context, options);
      done = true;
      if (step.commits) {
        committed = true;
        completed.length = 0;
      } else {
        completed.push(step);
      }
      await options.afterStep?.(step.name);
    } catch (error) {
      await undoAll(completed, context, options);
      if (error instanceof StepFailure && !done) throw new StepFailure(error.step, committed || error.committed, error.cause);
      throw new StepFailure(step.name, committed, error);
    }
    if (step.pauses?.(context)) return context;
  }
  return context;
}

/**
 * Steps that run as one step, inside `around` (a database transaction): when one of them fails,
 * `around` takes back what they did (the transaction rolls back) and their undos are not run; once
 * the whole has completed, undoing it runs their undos, the last first. `afterStep` is called after
 * each of them too, inside `around`.
 */
export function together<C>(name: string, steps: readonly Step<C>[], around: (context: C, body: () => Promise<void>) => Promise<void>, flags: { commits?: boolean } = {}): Step<C> {
  return {
    name,
    commits: flags.commits,
    async run(context, options) {
      await around(context, async () => {
        for (const step of steps) {
          try {
            await step.run(context, options);
            await options.afterStep?.(step.name);
          } catch (error) {
            throw error instanceof StepFailure ? error : new StepFailure(step.name, false, error);
          }
        }
      });
    },
    async undo(context, options) {
      await undoAll(steps, context, options);
    },
  };
}
