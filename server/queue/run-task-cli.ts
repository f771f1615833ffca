/**
 * `npm run queue:run -- <task>`: one run of a background task now, on whichever worker is free
 * (docs/operations.md, "Background work"). Without a task name it lists the tasks and their schedules.
 */
import { closeDb, getDbHandle } from '../db/client';
import { BACKGROUND_TASKS } from '../scheduler/background-tasks';
import { createQueue } from './open-queue';
import { runTaskNow, type RunNowOutcome } from './run-task-now';

const SAID: Record<RunNowOutcome, (task: string) => string> = {
  queued: (task) => `„${task}“ ist eingereiht und läuft, sobald ein Worker frei ist.`,
  alreadyQueued: (task) => `„${task}“ wartet schon oder läuft gerade; dieser Lauf erledigt dieselbe Arbeit.`,
  unknownTask: (task) => `Eine Aufgabe „${task}“ gibt es nicht.`,
  noQueueYet: () => 'Auf dieser Datenbank ist noch kein Worker gestartet worden (npm run worker).',
};

function listTasks(): string {
  return BACKGROUND_TASKS.map((task) => `  ${task.name.padEnd(24)} ${task.cron}`).join('\n');
}

async function main(): Promise<number> {
  const name = process.argv[2];
  if (!name) {
    process.stdout.write(`Aufruf: npm run queue:run -- <Aufgabe>\nAufgaben (Zeitplan, UTC):\n${listTasks()}\n`);
    return 2;
  }
  const handle = await getDbHandle();
  const boss = createQueue(handle.origin, { schedule: false, supervise: false, registerInstance: false });
  try {
    await boss.start();
    const outcome = await runTaskNow(boss, BACKGROUND_TASKS, name);
    process.stdout.write(`${SAID[outcome](name)}\n`);
    if (outcome === 'unknownTask') process.stdout.write(`Aufgaben:\n${listTasks()}\n`);
    return outcome === 'queued' || outcome === 'alreadyQueued' ? 0 : 1;
  } finally {
    await boss.stop({ graceful: false });
    await closeDb();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Die Aufgabe lässt sich nicht einreihen. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
