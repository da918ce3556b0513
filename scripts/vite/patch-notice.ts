/**
 * Says in the build output that a build-time patch of a dependency no longer applies (the
 * dependency's code changed in a release). The build goes on without it: the app works as
 * without the patch (a little slower or heavier, as the patch's comment says), so a security
 * release can ship the day it is out. `npx vitest run scripts/vite` fails until the patch is
 * updated or dropped (scripts/vite/patches-apply.test.ts), so the maintainer knows.
 */
export function patchNotApplied(context: { warn: (message: string) => void }, patch: string, why: string) {
  context.warn(`PATCH NOT APPLIED (${patch}): ${why}. The build goes on without it; update or drop scripts/vite/${patch}.ts (docs/decisions/019 and 024).`)
}
