/**
 * Loaded into a server child of the crash test and the soak (`node --import`): sends the
 * process's memory to the parent over the IPC channel every second. It keeps neither the
 * process nor the channel alive.
 */
if (process.send) {
  const report = () => process.send?.(process.memoryUsage());
  const timer = setInterval(report, 1_000);
  timer.unref();
  process.channel?.unref();
}
