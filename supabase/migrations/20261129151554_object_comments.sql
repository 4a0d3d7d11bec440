-- Object comments: what each table, each column that needs it and each function the apps call is for,
-- kept in the database so that schema.sql (pg_dump) shows them beside the definitions (guide: SCHEMA.md).

comment on schema private is
  'Helpers of the policies, triggers and server functions, and tables only they use; not exposed through the API.';

-- Tables ---------------------------------------------------------------------------------------------

comment on table public.users is
  'One profile per account, a volunteer or an organisation''s person, made at sign-up from the account''s metadata. Signed-in users read every profile but never email; each updates only their own row''s profile columns, never role, points, average_rating or completed_count.';
comment on column public.users.email is
  'The account''s address, copied from auth.users on insert. Signed-in users may not read it (the session has their own), so their select(''*'') on users is refused: name the columns.';
comment on column public.users.points is
  'The volunteer''s balance: always the sum of their ledger_entries points (a trigger adds each new row; a statement that leaves them unequal is refused). Never below zero.';
comment on column public.users.average_rating is
  'The mean rating of the volunteer''s reviews to two decimals (0 without reviews), kept by a trigger on reviews.';

comment on table public.organisations is
  'An organisation''s profile, one per organisation account, made at sign-up with type ''other''. Signed-in users read every organisation; the owning account inserts, updates and deletes its own.';
comment on column public.organisations.user_id is
  'The organisation account (users.id) that owns the profile. tasks.user_id, chats.org_id and reviews.org_id hold this account id, not organisations.id.';

comment on table public.user_organisations is
  'The organisations a volunteer follows; their task list shows these organisations'' tasks. A volunteer adds and removes their own links; an organisation reads who follows it.';

comment on table public.tasks is
  'A task an organisation posts (SPEC §3): once-off or ongoing, with its capacity, points and places. Signed-in users read every task; the owning account posts open tasks for its own organisation and edits or deletes them until they are completed.';
comment on column public.tasks.user_id is
  'The organisation account (users.id) that posted the task: its owner for the policies and server functions.';
comment on column public.tasks.task_date is
  'When a once-off task starts, or the day an ongoing task''s weeks start from (in its time_zone); null for an undated task, which is never past and clashes with nothing.';
comment on column public.tasks.days_of_week is
  'An ongoing task''s weekdays as full English names (a trigger normalises ''Mon'' or ''monday''); null for a once-off task.';
comment on column public.tasks.status is
  'false = open, true = full or closed. Follows the places taken: it closes when approved and completed applications reach the capacity and reopens when they drop below it; the owner may also close or reopen it.';
comment on column public.tasks.completed is
  'Set by mark_application_done when completed work fills the capacity; a completed task stays closed and can no longer be edited or deleted.';

comment on table public.applications is
  'A volunteer''s application for a task: applied, then approved or rejected by the task''s owner, then completed when marked done. The volunteer and the task''s owner read it; a volunteer inserts (as applied) and withdraws their own, and every status change goes through the server functions.';

comment on table public.reviews is
  'An organisation''s rating of a volunteer''s completed work on one of its tasks, once per task and volunteer. Anyone may read reviews; only the task''s owner writes one, and nobody edits or deletes them through the API.';
comment on column public.reviews.user_id is
  'The reviewed volunteer.';
comment on column public.reviews.volunteer_id is
  'The reviewed volunteer again, generated from user_id: SPEC §3 reads it under both names.';
comment on column public.reviews.org_id is
  'The reviewing organisation account (users.id), the task''s owner; defaults to the caller.';

comment on table public.chats is
  'A conversation between a task''s owner and one of its applicants about that task, one per organisation, volunteer and task. Only the two participants read or open it; it keeps a copy of its last message for the Messages list.';
comment on column public.chats.org_id is
  'The organisation account (users.id) in the chat, the task''s owner.';

comment on table public.messages is
  'A chat message. Only the chat''s participants read and send them, always as themselves, and nobody edits or deletes them through the API; each new one is published to realtime and pushed to the other party.';

comment on table public.reward_items is
  'The reward menu of SPEC §9 (50 to 800 points, five categories), kept by migration: what the rewards screen lists and redeem_reward prices from. Anyone may read it.';

comment on table public.redemptions is
  'A reward a volunteer redeemed, with the voucher code they show at the counter. Made only by redeem_reward, whose ledger row spends the points; the volunteer reads their own.';

comment on table public.push_subscriptions is
  'A browser''s Web Push subscription for a user, saved by the save-subscription Edge Function and read by the push function. The endpoint must be https on a host of push_services; each user reads, adds and updates their own.';

comment on table public.push_services is
  'The Web Push services a push subscription may point at: https on `host`, or on a subdomain of it where `subdomains`. Changed only by migration; only the service role reads it.';

comment on table public.calendar_feeds is
  'A volunteer''s private calendar feed: whoever has the token reads their approved tasks, so it is issued and revoked by RPC only. The volunteer reads their own row.';

comment on table public.reminders is
  'Reminders sent to approved volunteers, one per application, occurrence and kind, each pushed once: written by send_due_reminders, answered through answer_reminder. Each volunteer reads their own.';
comment on column public.reminders.starts_at is
  'The occurrence reminded of: a once-off task''s start, or the start of one day of an ongoing one.';

comment on table public.waitlist_entries is
  'A volunteer''s place in line for a full task: waiting, offered (with an application made for them and 12 hours to confirm), then confirmed, declined, expired or left. Written only by the waitlist functions and triggers; the volunteer and the task''s owner read it.';
comment on column public.waitlist_entries.offer_expires_at is
  'When an offer lapses: 12 hours after it is made, or when the task starts if that is sooner.';

comment on table public.ledger_entries is
  'Append-only record of each volunteer''s hours and points: one row per Done (task), credit ahead (advance), redemption (negative points) or balance brought forward; users.points is their sum. Written only by server functions and triggers; each volunteer reads their own.';
comment on column public.ledger_entries.occurred_on is
  'The day the work or redemption took place (the task''s date, else when it was recorded); certificates count work by it.';

comment on table public.certificates is
  'Certificates of volunteering: a snapshot of a volunteer''s hours with one organisation over a date range, made by issue_certificate. The volunteer reads their own; anyone with the token reads it through verify_certificate.';
comment on column public.certificates.token is
  'The verification link''s key: 32 hex digits from a random UUID.';
comment on column public.certificates.tasks is
  'The tasks it counts, as they were when it was issued: [{title, date, hours}].';

comment on table private.advance_credits is
  'Points increment_user_points credited ahead of their Done; mark_application_done consumes one instead of crediting again. Only the server functions reach it (a deny-all policy for every other role).';

-- Functions the apps and Edge Functions call ---------------------------------------------------------

comment on function public.apply_for_task(uuid) is
  'A volunteer applies for a task that is open, not past and not applied for, with a place nobody holds (a place on offer to the waitlist is held). Returns the new applied application.';
comment on function public.withdraw_application(uuid) is
  'The caller withdraws their applied or approved application, until 24 hours before the task (any time when undated). A place it frees on a full task reopens the task and goes to the first on its waitlist.';
comment on function public.approve_application(uuid) is
  'The task''s owner approves an applied application while a place is free; a place on offer to the waitlist goes only to the volunteer it is offered to. The approval that fills the task closes it.';
comment on function public.reject_application(uuid) is
  'The task''s owner rejects an applied application.';
comment on function public.mark_application_done(uuid) is
  'The Done: the task''s owner marks approved work completed, and the ledger records the task''s hours and points once (no points when increment_user_points credited them ahead). The task completes when completed work fills its capacity; a repeat returns the row unchanged.';
comment on function public.increment_user_points(uuid, integer) is
  'SPEC §7''s credit on Done; changes no application. Credits amt ahead of the Done when uid is approved on a not-completed task of the caller worth exactly amt; does nothing when such work was already completed or credited; refuses anything else. Returns the balance.';
comment on function public.calculate_average_rating() is
  'Recomputes the caller''s own average_rating from their reviews (a trigger keeps it current) and returns it.';
comment on function public.redeem_reward(text, integer) is
  'A volunteer redeems a menu item at its menu price, or ''custom'' for p_custom_cents points (1 point = 1 cent); the balance never goes below zero. Returns the redemption with the remaining points and its voucher code.';
comment on function public.submit_review(uuid, uuid, integer, text) is
  'The task''s owner rates (1 to 5, with an optional comment) a volunteer whose work on the task is marked done, once per task and volunteer.';

comment on function public.get_open_tasks(text, text, integer, timestamptz, integer, timestamptz, uuid, integer, uuid, text, timestamptz, timestamptz, numeric, numeric) is
  'One page (at most 100) of the volunteer''s open and full tasks, not past, of the organisations they follow or of p_organisation_id alone, searched and filtered, in the order earliest, newest, points or for_you; the next page starts after the last row''s values. Nullable: description, location, task_date, days_of_week, organisation_logo_url, my_application_status, my_waitlist_status.';
comment on function public.places_taken(public.tasks) is
  'A task''s approved and completed applications: the places its capacity counts against. A computed field (select places_taken).';
comment on function public.places_free(public.tasks) is
  'A task''s places nobody holds: capacity less approved and completed applications less offers outstanding to its waitlist; full at 0. A computed field (select places_free).';
comment on function public.get_task_clashes(uuid) is
  'The caller''s approved tasks with an occurrence overlapping the task''s, earliest overlap first: what the apply confirmation warns about. Nullable: task_date.';
comment on function public.task_calendar(uuid) is
  'A task as an iCalendar file (RFC 5545); null for an undated or unknown task.';

comment on function public.join_waitlist(uuid) is
  'A volunteer joins the waitlist of a task not completed or past and not applied for, which is full or closed or whose free places are all on offer.';
comment on function public.leave_waitlist(uuid) is
  'The caller leaves a task''s waitlist; leaving with an offer declines it, takes back the application made for it unless approved, and offers the place to the next in line.';
comment on function public.confirm_waitlist_offer(uuid) is
  'The caller accepts the place on offer to them before the offer expires: their entry turns confirmed, and the application made for it waits for the owner''s approval.';
comment on function public.get_waitlist_place(uuid) is
  'The caller''s place on a task''s waitlist: status, place in line (1 is next; waiting only), how many wait, and when an offer ends. Nullable: place, offer_expires_at.';

comment on function public.get_open_reminders() is
  'The caller''s unanswered reminders of occurrences still to come; security invoker, embeddable (setof reminders).';
comment on function public.answer_reminder(uuid, boolean) is
  'The caller''s answer to one of their reminders: coming, or not (tells the organisation in the task''s chat and marks the application may_not_come; never withdraws).';

comment on function public.get_chat_page(integer, timestamptz, uuid, timestamptz) is
  'One page of the caller''s chats (1 to 100, default 30), newest activity first, each with its task, the other party and the last message. The next page starts after the last row''s (sort_at, chat_id), with p_as_of the first page''s first sort_at so that paging keeps that order. Nullable: other_party_profile_url, other_party_logo_url, last_message_content, last_message_sender_id, last_message_at.';
comment on function public.get_chat_list() is
  'Every chat of the caller, newest activity first, unpaged (PostgREST stops at its max rows): for tests and scripts; the apps read get_chat_page. Nullable: org_profile_url, org_logo_url, volunteer_profile_url, last_message_content, last_message_sender_id, last_message_at.';

comment on function public.get_leaderboard() is
  'The top five volunteers by completed tasks, then name, then id. Nullable: profile_url.';
comment on function public.get_my_leaderboard_place() is
  'The caller''s own place on the leaderboard (1 is first), ordered as get_leaderboard; no row before their first completed task or for an organisation. Nullable: profile_url.';

comment on function public.get_volunteer_record() is
  'The caller''s hours, tasks done, points earned, spent and held (the ledger''s sums).';
comment on function public.issue_certificate(uuid, date, date) is
  'A certificate of the caller''s completed work with one organisation between two dates (inclusive, by the day the work took place); refused when there is none.';
comment on function public.verify_certificate(text) is
  'What a certificate says, for whoever holds its link (no sign-in). Empty for an unknown token.';
comment on function public.issue_calendar_feed() is
  'A new token for the caller''s calendar feed, returned once; an earlier token stops working.';
comment on function public.revoke_calendar_feed() is
  'Turns the caller''s calendar feed off: its URL answers 404 from then on.';
comment on function public.calendar_feed(text) is
  'The iCalendar feed of the approved, dated tasks of the volunteer whose feed token this is; null for an unknown token. Service role only: the calendar Edge Function serves it.';

comment on function public.get_volunteer_reviews(uuid, timestamptz, uuid, integer) is
  'One page of a volunteer''s reviews, newest first, each with the reviewing organisation and the task, as the caller may read them (security invoker); the next page starts after the last row''s (created_at, id). Nullable: comment, organisation_name, organisation_logo_url, task_title.';
comment on function public.get_organisation_stats(uuid) is
  'An organisation profile''s Tasks Posted and Applicants (the sum of its tasks'' applicant_count), as the caller may read them (security invoker).';

comment on function public.get_organisation_tasks(text, timestamptz, uuid, integer) is
  'One page of the caller''s own tasks, newest first, of one filter (all, open, pending, completed, withApplicants, awaitingDecision, thisWeek, reviewsOwed), each with its counts per application status, first five applicants (with booked_elsewhere and attendance) and time zone; the next page starts after the last row''s (created_at, id). Nullable: task_date, organisation_logo_url.';
comment on function public.get_task_applicants(uuid, timestamptz, uuid, integer) is
  'One page of an own task''s applicants in the order they applied, with name, photo, booked_elsewhere and attendance; anyone but the owner gets none. The next page starts after the last row''s (created_at, id). Nullable: profile_url, attendance.';
comment on function public.get_applicant_facts(uuid) is
  'An applicant''s hours given and tasks done (from the ledger) and reliability (times they said they could not come, work completed), for an organisation they applied to; refused for anyone else.';
comment on function public.get_organisation_todo() is
  'The caller''s dashboard counts over their own tasks: applications waiting for a decision and tasks starting in the next seven days (of tasks not completed), and completed work without a review; get_organisation_tasks'' filters awaitingDecision, thisWeek and reviewsOwed list their tasks.';

-- Functions run by pg_cron (service role only) ---------------------------------------------------------

comment on function public.send_due_reminders() is
  'Writes (and so pushes) the reminders due now, each once: once-off tasks 24 and 2 hours before, ongoing ones from 09:00 local time the day before, as the organisation''s settings allow. Run every minute by pg_cron; service role only. Returns how many it wrote.';
comment on function public.expire_waitlist_offers() is
  'Ends the offers unconfirmed in time (taking back their applications) and offers the places on. Run every minute by pg_cron; service role only. Returns how many it ended.';

-- Helpers, triggers and rules in schema private --------------------------------------------------------

comment on function private.require_caller() is
  'The caller''s user id, or ''Please sign in first.'' (42501) when there is no signed-in user with a profile row; the server functions start with it.';
comment on function private.caller_role() is
  'The caller''s users.role, read past users'' policies (security definer) for the policies and functions that depend on it.';
comment on function private.lock_application_for_owner(uuid) is
  'Locks an application''s task, then the application (the order every path keeps), and checks that the caller owns the task: the start of approve, reject and done.';
comment on function private.profiles_from_sign_up() is
  'Trigger on auth.users: makes the users row, and for an organisation its organisations row, from the sign-up metadata (role, name, organisation_name). Never makes the sign-up fail.';
comment on function private.tasks_before_write() is
  'Trigger: normalises weekday names, clears a once-off task''s weekdays and weeks, and sets points by SPEC §9 (private.task_points), whatever the client sent.';
comment on function private.task_points(text, text, numeric, integer) is
  'SPEC §9''s points: easy 25, medium 50, hard 100 per hour, times the hours (ongoing: hours a week times weeks), rounded.';
comment on function private.apply_application_deltas(private.application_delta[]) is
  'Keeps tasks.applicant_count and users.completed_count from the applications a statement added and removed.';
comment on function private.sync_task_status(private.application_delta[]) is
  'A task''s status follows its places: it closes when approved and completed applications reach the capacity and reopens when they drop below it. Acts only when the places cross the capacity, never on a completed task.';
comment on function private.tasks_capacity_status() is
  'Trigger: a capacity change that crosses the places taken opens or closes the task, unless the same update sets status.';
comment on function private.push_webhook() is
  'Trigger: posts the row as a database-webhook body to the push Edge Function through pg_net after commit (a message, an approval, a reminder, a waitlist offer). Does nothing until Vault holds project_url and service_role_key.';
comment on function private.chats_take_new_messages() is
  'Trigger: each chat a statement''s new messages went to takes the newest as its last message, never an older one.';
comment on function private.tasks_set_runs_until() is
  'Trigger: keeps tasks.runs_until, the end of the task''s last occurrence, which the reminders job looks tasks up by.';
comment on function private.clashing_tasks(uuid, uuid) is
  'private.clashes for one volunteer and task: what get_task_clashes shows.';
comment on function private.task_ics_event(public.tasks, text, timestamptz) is
  'A task as one iCalendar VEVENT (RFC 5545, folded lines): a once-off task at its UTC instant, its description first naming the task''s own clock; an ongoing task as weekly all-day events. Null when undated.';
comment on function private.offer_waitlist_places(uuid) is
  'Locks a task and offers its free places (capacity less places taken less offers outstanding) to the first in line, each with an applied application and 12 hours to confirm, never past the task''s start.';
comment on function private.applications_waitlist() is
  'Trigger: an application moves its volunteer''s waitlist place along: approval confirms an offer, a withdrawal declines it and offers the place on, applying directly ends a wait.';
comment on function private.ledger_entries_apply() is
  'Trigger: adds a statement''s new ledger rows to their volunteers'' points.';
comment on function private.check_ledger_balance() is
  'Trigger: after each statement, every volunteer it touched must have as many points as their ledger sums to (23514 otherwise).';
comment on function private.ledger_entries_append_only() is
  'Trigger: a ledger row''s amounts, kind, day and description never change; only its links are cleared when what they name goes.';
comment on function private.object_is_callers(text) is
  'Whether a storage object is the caller''s: its first folder is their user id, or a top-level name starts with it.';
