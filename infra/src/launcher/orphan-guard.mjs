// Preloaded into every service the launcher starts (spawnTs): the launcher holds an IPC channel to
// each child, which closes when the launcher dies, even by SIGKILL. A service whose launcher is gone
// exits instead of living on as an orphan that keeps its port and its database connections.
if (process.channel) {
  process.channel.unref();
  process.on('disconnect', () => process.exit(0));
}
