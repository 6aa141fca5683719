/** A service that does nothing until it is stopped; it tells its launcher once it is running. */
setInterval(() => {}, 1000);
process.send?.('ready');
