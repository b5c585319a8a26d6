import { lockDataDir } from '../data-dir-lock.ts';
import { stopWithParent } from '../stop-with-parent.ts';

// Test only (data-dir-lock.test.ts): a process that holds the data folder as the server
// does, stops with its parent as the server does, and says so on stdout.
const unlock = await lockDataDir(process.argv[2]!);
stopWithParent();
process.on('SIGTERM', () => {
  unlock();
  process.stdout.write('stopped\n');
  process.exit(0);
});
process.stdout.write('locked\n');
setInterval(() => undefined, 1 << 30);
