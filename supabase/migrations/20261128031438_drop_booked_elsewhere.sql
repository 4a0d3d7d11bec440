-- private.booked_elsewhere(volunteer, task) answered one applicant at a time; since
-- 20261128011345 the read models ask private.clashes for a whole page, and nothing calls it.
drop function private.booked_elsewhere(uuid, uuid);
