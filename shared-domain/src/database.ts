// The Database type the apps' client is typed with: the generated one (database.types.ts, from
// Supabase's own generator) with what that generator cannot read from the catalog put back. It
// types a CHECK constraint's column as plain `string`, so the columns limited to a list of values
// get their unions here; and it types every column of a `returns table` function as non-null, so
// the columns the function's comment names as nullable ("Nullable: …", see the migrations) get
// their null back. Queries through the client then infer these types, embedded relations included.
import type { OrganisationType } from './constants';
import type { Database as GeneratedDatabase } from './database.types';
import type { ApplicationStatus, Difficulty, Role, Weekday } from './domainTypes';
import type { RewardCategory } from './rules/rewardMenu';
import type { TaskKind } from './rules/taskValidation';

type GeneratedPublic = GeneratedDatabase['public'];
type GeneratedTables = GeneratedPublic['Tables'];
type GeneratedFunctions = GeneratedPublic['Functions'];

/** The element type of a function's result: the row of a set, or the single value. */
type ResultRow<Returns> = Returns extends readonly (infer Row)[] ? Row : Returns;

/**
 * Narrowings that name only columns the generated type has, so a renamed or dropped column fails
 * to compile here instead of silently keeping the wide type.
 */
type Checked<
  Columns,
  Narrowings extends {
    [Name in keyof Narrowings]: Name extends keyof Columns
      ? { [Column in keyof Narrowings[Name]]: Column extends keyof Columns[Name] ? unknown : never }
      : never;
  },
> = Narrowings;

type TableNarrowings = Checked<
  { [Name in keyof GeneratedTables]: GeneratedTables[Name]['Row'] },
  {
    applications: { status: ApplicationStatus };
    organisations: { type: OrganisationType };
    reward_items: { category: RewardCategory };
    tasks: { days_of_week: Weekday[]; difficulty: Difficulty; task_type: TaskKind };
    users: { role: Role };
  }
>;

type ApplicationResult = { status: ApplicationStatus };

/**
 * An applicant as the read models return one: a row of get_task_applicants, and an element of
 * get_organisation_tasks' `applicants` (jsonb, which the generator types as Json).
 */
type ApplicantResult = {
  id: string;
  user_id: string;
  status: ApplicationStatus;
  created_at: string;
  name: string;
  profile_url: string | null;
  /** Approved for another task at a time this one takes place (issue #21). */
  booked_elsewhere: boolean;
  /** The volunteer's answer to a reminder (issue #21): null until they answer. */
  attendance: 'coming' | 'may_not_come' | null;
};

type FunctionNarrowings = Checked<
  { [Name in keyof GeneratedFunctions]: ResultRow<GeneratedFunctions[Name]['Returns']> },
  {
    apply_for_task: ApplicationResult;
    approve_application: ApplicationResult;
    mark_application_done: ApplicationResult;
    reject_application: ApplicationResult;
    get_chat_list: {
      org_profile_url: string | null;
      org_logo_url: string | null;
      volunteer_profile_url: string | null;
      last_message_content: string | null;
      last_message_sender_id: string | null;
      last_message_at: string | null;
    };
    get_chat_page: {
      other_party_profile_url: string | null;
      other_party_logo_url: string | null;
      last_message_content: string | null;
      last_message_sender_id: string | null;
      last_message_at: string | null;
    };
    get_leaderboard: { profile_url: string | null };
    get_organisation_tasks: {
      task_date: string | null;
      task_type: TaskKind;
      organisation_logo_url: string | null;
      applicants: ApplicantResult[];
    };
    get_task_applicants: Pick<ApplicantResult, 'status' | 'profile_url' | 'attendance'>;
    get_task_clashes: { task_date: string | null };
    get_waitlist_place: { place: number | null; offer_expires_at: string | null };
    verify_certificate: { tasks: { title: string; date: string; hours: number }[] };
    get_open_tasks: {
      description: string | null;
      location: string | null;
      task_date: string | null;
      days_of_week: string[] | null;
      organisation_logo_url: string | null;
      my_application_status: string | null;
    };
    get_volunteer_reviews: {
      comment: string | null;
      organisation_name: string | null;
      organisation_logo_url: string | null;
      task_title: string | null;
    };
  }
>;

/** `Row` with the narrowed columns' types, each keeping its null and whether it is optional. */
type Narrow<Row, Narrowed> = {
  [Column in keyof Row]: Column extends keyof Narrowed
    ? Narrowed[Column] | Extract<Row[Column], null>
    : Row[Column];
};

type NarrowTable<Table, Narrowed> = {
  [Part in keyof Table]: Part extends 'Row' | 'Insert' | 'Update'
    ? Narrow<Table[Part], Narrowed>
    : Table[Part];
};

type NarrowFunction<Fn, Narrowed> = {
  [Part in keyof Fn]: Part extends 'Returns'
    ? Fn[Part] extends readonly (infer Row)[]
      ? Narrow<Row, Narrowed>[]
      : Narrow<Fn[Part], Narrowed>
    : Fn[Part];
};

type PublicSchema = {
  [Part in keyof GeneratedPublic]: Part extends 'Tables'
    ? {
        [Name in keyof GeneratedTables]: Name extends keyof TableNarrowings
          ? NarrowTable<GeneratedTables[Name], TableNarrowings[Name]>
          : GeneratedTables[Name];
      }
    : Part extends 'Functions'
      ? {
          [Name in keyof GeneratedFunctions]: Name extends keyof FunctionNarrowings
            ? NarrowFunction<GeneratedFunctions[Name], FunctionNarrowings[Name]>
            : GeneratedFunctions[Name];
        }
      : GeneratedPublic[Part];
};

export type Database = {
  [Schema in keyof GeneratedDatabase]: Schema extends 'public'
    ? PublicSchema
    : GeneratedDatabase[Schema];
};

type Public = Database['public'];

export type Tables<T extends keyof Public['Tables']> = Public['Tables'][T]['Row'];
export type TablesInsert<T extends keyof Public['Tables']> = Public['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof Public['Tables']> = Public['Tables'][T]['Update'];
export type FunctionArgs<T extends keyof Public['Functions']> = Public['Functions'][T]['Args'];
export type FunctionReturns<T extends keyof Public['Functions']> =
  Public['Functions'][T]['Returns'];
