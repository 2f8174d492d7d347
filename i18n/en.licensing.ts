/**
 * English strings of licensing actions (`resources.licensings.actions.*`) and of the audit trail
 * (`resources.audit_entries.*`). Action keys are domain/licensing.ts's action names.
 */
export const licensingActionsEn = {
  title: 'Licensing actions',
  upgrade_to_subscribed: 'Upgrade to subscribed',
  upgrade_to_full_trial: 'Upgrade to full trial',
  extend_trial: 'Extend trial',
  extend_full_trial: 'Extend full trial',
  revert_to_trial: 'Revert to trial',
  mark_unsubscribed: 'Mark unsubscribed',
  set_as_trial: 'Set as trial',
  set_as_full_trial: 'Set as full trial',
  start_funded_trial: 'Start funded trial (90 days)',
  subscribe: 'Subscribe',
  unsubscribe: 'Unsubscribe',
  add_seat: 'Add seat',
  remove_seat: 'Remove seat',
  seatType: 'Seat type',
  seatTypes: { trial: 'Trial seat', supplementary: 'Supplementary seat', subscribed: 'Subscribed seat' },
  chooseSeat: 'Which kind of seat?',
  confirm: 'Apply',
  done: 'Licensing updated: {{action}}',
  none: 'No action is open on this licensing.',
} as const;

export const auditEntriesEn = {
  name_one: 'Audit entry',
  name_other: 'Audit entries',
  title: 'Licensing history',
  empty: 'No changes yet.',
  changes: 'Before → after',
  /**
   * What happened, in the past tense: generic writes, licensing actions, and seat actions as
   * `<action>_<seat type>` (the stored `add_seat:trial`; i18next reads `:` as a namespace).
   */
  actions: {
    create: 'Licensing created',
    update: 'Licensing edited',
    delete: 'Licensing deleted',
    upgrade_to_subscribed: 'Upgraded to subscribed',
    upgrade_to_full_trial: 'Upgraded to full trial',
    extend_trial: 'Extended trial',
    extend_full_trial: 'Extended full trial',
    revert_to_trial: 'Reverted to trial',
    mark_unsubscribed: 'Marked unsubscribed',
    set_as_trial: 'Set as trial',
    set_as_full_trial: 'Set as full trial',
    start_funded_trial: 'Started funded trial',
    sign_up: 'Trial started at sign-up',
    subscribe: 'Subscribed',
    unsubscribe: 'Unsubscribed',
    add_seat: 'Added a seat',
    remove_seat: 'Removed a seat',
    add_seat_trial: 'Added a trial seat',
    add_seat_supplementary: 'Added a supplementary seat',
    add_seat_subscribed: 'Added a subscribed seat',
    remove_seat_trial: 'Removed a trial seat',
    remove_seat_supplementary: 'Removed a supplementary seat',
    remove_seat_subscribed: 'Removed a subscribed seat',
  },
  fields: {
    action: 'Action',
    before: 'Before',
    after: 'After',
    createdAt: 'When',
    actor: 'Who',
    actorId: 'Who',
    actorName: 'Who',
    licensingState: 'State then',
    licenseName: 'Licence then',
    organization: 'Organisation',
    organizationId: 'Organisation',
    licensing: 'Licensing',
    licensingId: 'Licensing',
  },
} as const;
