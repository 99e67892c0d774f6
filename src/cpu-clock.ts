// Clocks for the solver's budgets on Node (the engine has none): CPU time where Node can measure it,
// so a search on a busy machine is not cut short by other processes' work.

type CpuUsage = { user: number; system: number };
const threadCpuUsage = (process as unknown as { threadCpuUsage?: () => CpuUsage }).threadCpuUsage;

const ms = (usage: CpuUsage): number => (usage.user + usage.system) / 1000;

/** Milliseconds of CPU time this process has used: for the CLI and the bench, where one thread searches. */
export const processCpuMs = (): number => ms(process.cpuUsage());

/**
 * Milliseconds of CPU time this thread has used (Node 23.9 and later), for a search in a worker
 * thread beside other threads; where Node cannot tell, wall time, which is never less.
 */
export const threadCpuMs: () => number = threadCpuUsage ? () => ms(threadCpuUsage.call(process)) : () => performance.now();
