/**
 * The state numbers of the workflows a doctor reviews (referrals, home sickbeds, device
 * applications, family members), without zod: the doctor home counts what waits for a decision
 * and must not load the request schemas to do it. The schemas and their state machines use these.
 */

/** Referral states (schemas/referral.ts documents the transitions). */
export const REFERRAL_STATE = { pending: 0, accepted: 1, rejected: 2, completed: 3, cancelled: 4 } as const;
/** Home sickbed states (schemas/sickbed.ts documents the transitions). */
export const SICKBED_STATE = { pending: 0, inCare: 1, refused: 2, withdrawn: 3, discharged: 4 } as const;
/** Device application states: 0 submitted, 1 approved (device bound), 2 rejected. */
export const DEVICE_APPLICATION_STATES = { submitted: 0, approved: 1, rejected: 2 } as const;
/** Family-member audit states: 0 pending, 1 approved, 2 rejected. */
export const FAMILY_AUDIT = { pending: 0, approved: 1, rejected: 2 } as const;
