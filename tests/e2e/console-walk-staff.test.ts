/** The console walk (support/consoleWalk.ts) as the platform's own staff: the super user and the licensing admin. */
import { describeWalks } from './support/consoleWalk';

describeWalks(['admin@demo.test', 'licensing@demo.test']);
