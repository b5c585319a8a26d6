/**
 * Issue 35 item 10: `npm start` runs the server as its child over an IPC channel. When
 * npm start's own process is killed with SIGKILL, nothing is passed on and the server lived
 * on unseen, holding the port and the data folder, so the next `npm start` could not start.
 * The channel closes with its parent, however it dies: the server then stops as on SIGTERM.
 */
export function stopWithParent(proc: NodeJS.Process = process): void {
  if (!proc.channel) return;
  proc.once('disconnect', () => proc.kill(proc.pid, 'SIGTERM'));
  // The channel alone does not keep the server running (a stop ends the process).
  proc.channel.unref();
}
