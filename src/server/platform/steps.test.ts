import { describe, expect, it } from 'vitest';
import { runSteps, StepFailure, together, type Step } from './steps';

/** A flow's journal: what each step did and undid, in order. */
type Journal = string[];
const step = (name: string, flags: { fails?: boolean; undoFails?: boolean; noUndo?: boolean; commits?: boolean } = {}): Step<Journal> => ({
  name,
  commits: flags.commits,
  async run(journal) {
    if (flags.fails) throw new Error(`${name} broke`);
    journal.push(`run ${name}`);
  },
  ...(flags.noUndo
    ? {}
    : {
        async undo(journal: Journal) {
          if (flags.undoFails) throw new Error(`undo ${name} broke`);
          journal.push(`undo ${name}`);
        },
      }),
});

async function failure(run: Promise<unknown>): Promise<StepFailure> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof StepFailure)) throw new Error(`expected a StepFailure, got ${String(error)}`);
  return error;
}

describe('the step runner', () => {
  it('runs the steps in order and returns what they wrote', async () => {
    expect(await runSteps([step('a'), step('b'), step('c')], [])).toEqual(['run a', 'run b', 'run c']);
  });

  it('stops after a step that pauses, undoing nothing and running nothing after it', async () => {
    const waiting: Step<Journal> = { ...step('ask'), pauses: (journal) => journal.includes('run ask') };
    const journal: Journal = [];
    expect(await runSteps([step('a'), waiting, step('b')], journal)).toEqual(['run a', 'run ask']);
    const never: Step<Journal> = { ...step('ask'), pauses: () => false };
    expect(await runSteps([step('a'), never, step('b')], [])).toEqual(['run a', 'run ask', 'run b']);
  });

  it('undoes the completed steps in reverse order when one fails, and names the step', async () => {
    const journal: Journal = [];
    const error = await failure(runSteps([step('a'), step('b', { noUndo: true }), step('c'), step('d', { fails: true }), step('e')], journal));
    expect(journal).toEqual(['run a', 'run b', 'run c', 'undo c', 'undo a']);
    expect(error.step).toBe('d');
    expect(error.committed).toBe(false);
    expect((error.cause as Error).message).toBe('d broke');
  });

  it('fails at any step a test chooses, after it has completed: that step is undone too', async () => {
    for (const at of ['a', 'b', 'c']) {
      const journal: Journal = [];
      const error = await failure(
        runSteps([step('a'), step('b'), step('c')], journal, {
          afterStep: (name) => {
            if (name === at) throw new Error('injected');
          },
        }),
      );
      expect(error.step).toBe(at);
      const ran = journal.filter((line) => line.startsWith('run ')).map((line) => line.slice(4));
      const undone = journal.filter((line) => line.startsWith('undo ')).map((line) => line.slice(5));
      expect(undone).toEqual([...ran].reverse());
    }
  });

  it('tells of an undo that fails and still runs the others', async () => {
    const journal: Journal = [];
    const failed: string[] = [];
    await failure(runSteps([step('a'), step('b', { undoFails: true }), step('c', { fails: true })], journal, { undoFailed: (name) => failed.push(name) }));
    expect(journal).toEqual(['run a', 'run b', 'undo a']);
    expect(failed).toEqual(['b']);
  });

  it('undoes nothing before a step that commits: a later failure leaves the work standing', async () => {
    const journal: Journal = [];
    const error = await failure(runSteps([step('a'), step('b', { commits: true }), step('c'), step('d', { fails: true })], journal));
    expect(journal).toEqual(['run a', 'run b', 'run c', 'undo c']);
    expect(error).toMatchObject({ step: 'd', committed: true });
  });

  describe('steps run together (in one transaction)', () => {
    /** A transaction of the journal: what the steps inside wrote is kept only when all of them complete. */
    const transaction = async (journal: Journal, body: () => Promise<void>) => {
      const before = journal.length;
      try {
        await body();
      } catch (error) {
        journal.splice(before);
        journal.push('rolled back');
        throw error;
      }
    };

    it('roll back on a failure inside, without running their undos, and the runner undoes what came before', async () => {
      const journal: Journal = [];
      const error = await failure(runSteps([step('a'), together('bc', [step('b'), step('c', { fails: true })], transaction), step('d')], journal));
      expect(journal).toEqual(['run a', 'rolled back', 'undo a']);
      expect(error.step).toBe('c');
    });

    it('are undone as a whole, the last first, when a later step fails', async () => {
      const journal: Journal = [];
      await failure(runSteps([together('ab', [step('a'), step('b')], transaction), step('c', { fails: true })], journal));
      expect(journal).toEqual(['run a', 'run b', 'undo b', 'undo a']);
    });

    it('call afterStep for each step inside, before the whole completes', async () => {
      const journal: Journal = [];
      const seen: string[] = [];
      const error = await failure(
        runSteps([step('a'), together('bc', [step('b'), step('c')], transaction, { commits: true })], journal, {
          afterStep: (name) => {
            seen.push(name);
            if (name === 'c') throw new Error('injected');
          },
        }),
      );
      expect(seen).toEqual(['a', 'b', 'c']);
      expect(journal).toEqual(['run a', 'rolled back', 'undo a']);
      expect(error).toMatchObject({ step: 'c', committed: false });
    });
  });
});
