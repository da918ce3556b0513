/**
 * The words of a source from the ground (issue 42), as plain lists: the schema validates with
 * them, and the forms (browser code, which must not carry zod) offer them.
 */

/** The facts of a record a source from the ground confirms. */
export const groundFields = ['name', 'address', 'phone', 'hours', 'details'] as const

/** What a photo shows. A photo is evidence for moderators, never shown to readers. */
export const photoSubjects = ['signboard', 'visiting-card', 'notice', 'letterhead', 'other'] as const

/** Who answered a moderator's call, by role: never a private name. */
export const answeredByRoles = ['duty-desk', 'reception', 'owner', 'manager', 'staff', 'office'] as const
