/** The console walk (support/consoleWalk.ts) as a school's admin, and as a family: the parent and their child. */
import { describeWalks } from './support/consoleWalk';

describeWalks(['orgadmin@demo.test', 'parent@demo.test', 'demochild']);
