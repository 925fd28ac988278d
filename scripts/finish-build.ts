/** `tsx scripts/finish-build.ts`: what follows a bare `next build` (npm run build, the Dockerfile): scripts/lib/build-stamp.ts's finishBuild. */
import { finishBuild } from './lib/build-stamp';

finishBuild();
