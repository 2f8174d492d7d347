/** The console walk (support/consoleWalk.ts) as a teacher on a trial and as a teacher at a subscribed school. */
import { describeWalks } from './support/consoleWalk';

describeWalks(['teacher@demo.test', 'teacher0020@demo.test']);
