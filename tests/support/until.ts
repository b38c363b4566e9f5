/**
 * Waits until `check` holds, asking every 10 ms; rejects naming `what` after `timeoutMs`. For the
 * server tests that watch a queue, a process or a mailbox catch up.
 */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 8000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
