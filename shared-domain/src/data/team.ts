// An organisation is a team (issue #49): its members, the invitations the owner sends, joining
// from an invitation's link, and who of the team decided what on a task.
import type { FunctionReturns } from '../database';
import { unwrap, unwrapList, type Client } from './client';
import type { TeamRole } from './users';

export type TeamMember = {
  userId: string;
  name: string;
  profileUrl: string | null;
  role: TeamRole;
  joinedAt: string;
};

export type PendingInvitation = { id: string; email: string; expiresAt: string; createdAt: string };

export type Team = { members: TeamMember[]; invitations: PendingInvitation[] };

/** The caller's team: its members (owner first, then by joining) and the invitations still open. */
export async function fetchTeam(client: Client, organisationId: string): Promise<Team> {
  const [members, invitations] = await Promise.all([
    client
      .from('organisation_members')
      .select(
        'user_id, role, joined_at, user:users!organisation_members_user_id_fkey(name, profile_url)',
      )
      .eq('organisation_id', organisationId)
      .order('joined_at')
      .order('user_id'),
    client
      .from('organisation_invitations')
      .select('id, email, expires_at, created_at')
      .eq('organisation_id', organisationId)
      .is('accepted_at', null)
      .is('revoked_at', null)
      .order('created_at', { ascending: false }),
  ]);
  const people = unwrapList(members).map((row): TeamMember => ({
    userId: row.user_id,
    name: row.user?.name ?? '',
    profileUrl: row.user?.profile_url ?? null,
    role: row.role === 'owner' ? 'owner' : 'coordinator',
    joinedAt: row.joined_at,
  }));
  return {
    members: [
      ...people.filter((member) => member.role === 'owner'),
      ...people.filter((member) => member.role !== 'owner'),
    ],
    invitations: unwrapList(invitations).map((row) => ({
      id: row.id,
      email: row.email,
      expiresAt: row.expires_at,
      createdAt: row.created_at,
    })),
  };
}

/** The owner invites an address; the database queues the mail. Returns the address as stored. */
export async function inviteMember(client: Client, email: string): Promise<string> {
  return unwrap(await client.rpc('invite_member', { p_email: email })).email;
}

export async function revokeInvitation(client: Client, invitationId: string): Promise<void> {
  unwrap(await client.rpc('revoke_invitation', { p_invitation_id: invitationId }));
}

export async function removeMember(client: Client, userId: string): Promise<void> {
  unwrap(await client.rpc('remove_member', { p_user_id: userId }));
}

export async function handOverOwnership(client: Client, userId: string): Promise<void> {
  unwrap(await client.rpc('hand_over_ownership', { p_user_id: userId }));
}

export async function leaveOrganisation(client: Client): Promise<void> {
  unwrap(await client.rpc('leave_organisation'));
}

export type Invitation = FunctionReturns<'get_invitation'>[number];

/** What an invitation's link shows, signed in or not; null for a link that names none. */
export async function fetchInvitation(
  client: Client,
  invitationId: string,
): Promise<Invitation | null> {
  const rows = unwrapList(await client.rpc('get_invitation', { p_invitation_id: invitationId }));
  return rows[0] ?? null;
}

export async function acceptInvitation(client: Client, invitationId: string): Promise<void> {
  unwrap(await client.rpc('accept_invitation', { p_invitation_id: invitationId }));
}

export type TaskDecision = {
  id: string;
  decision: 'approved' | 'rejected' | 'done' | 'reviewed';
  volunteerName: string;
  memberName: string | null;
  decidedAt: string;
};

/** Who of the team decided what about a task's volunteers, oldest first (members only). */
export async function fetchTaskDecisions(client: Client, taskId: string): Promise<TaskDecision[]> {
  const rows = unwrapList(
    await client
      .from('task_decisions')
      .select(
        'id, decision, decided_at, volunteer:users!task_decisions_volunteer_id_fkey(name), member:users!task_decisions_decided_by_fkey(name)',
      )
      .eq('task_id', taskId)
      .order('decided_at')
      .order('id'),
  );
  return rows.map((row) => ({
    id: row.id,
    decision: row.decision as TaskDecision['decision'],
    volunteerName: row.volunteer?.name ?? '',
    memberName: row.member?.name ?? null,
    decidedAt: row.decided_at,
  }));
}
