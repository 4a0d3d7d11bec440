export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12.0.2';
  };
  graphql_public: {
    Tables: {
      [_ in never]: never;
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      graphql: {
        Args: {
          extensions?: Json;
          operationName?: string;
          query?: string;
          variables?: Json;
        };
        Returns: Json;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
  public: {
    Tables: {
      applications: {
        Row: {
          attendance: string | null;
          created_at: string;
          id: string;
          status: string;
          task_id: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          attendance?: string | null;
          created_at?: string;
          id?: string;
          status?: string;
          task_id: string;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          attendance?: string | null;
          created_at?: string;
          id?: string;
          status?: string;
          task_id?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'applications_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'tasks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'applications_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      calendar_feeds: {
        Row: {
          created_at: string;
          token: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          token: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          token?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'calendar_feeds_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      certificates: {
        Row: {
          from_date: string;
          hours: number;
          id: string;
          issued_at: string;
          organisation_id: string | null;
          organisation_name: string;
          task_count: number;
          tasks: NonNullable<Json>;
          to_date: string;
          token: string;
          user_id: string;
          volunteer_name: string;
        };
        Insert: {
          from_date: string;
          hours: number;
          id?: string;
          issued_at?: string;
          organisation_id?: string | null;
          organisation_name: string;
          task_count: number;
          tasks: NonNullable<Json>;
          to_date: string;
          token?: string;
          user_id: string;
          volunteer_name: string;
        };
        Update: {
          from_date?: string;
          hours?: number;
          id?: string;
          issued_at?: string;
          organisation_id?: string | null;
          organisation_name?: string;
          task_count?: number;
          tasks?: NonNullable<Json>;
          to_date?: string;
          token?: string;
          user_id?: string;
          volunteer_name?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'certificates_organisation_id_fkey';
            columns: ['organisation_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'certificates_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      chats: {
        Row: {
          created_at: string;
          id: string;
          last_activity_at: string;
          last_message_at: string | null;
          last_message_content: string | null;
          last_message_sender_id: string | null;
          org_id: string;
          task_id: string;
          volunteer_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          last_activity_at?: never;
          last_message_at?: string | null;
          last_message_content?: string | null;
          last_message_sender_id?: string | null;
          org_id: string;
          task_id: string;
          volunteer_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          last_activity_at?: never;
          last_message_at?: string | null;
          last_message_content?: string | null;
          last_message_sender_id?: string | null;
          org_id?: string;
          task_id?: string;
          volunteer_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'chats_org_id_fkey';
            columns: ['org_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'chats_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'tasks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'chats_volunteer_id_fkey';
            columns: ['volunteer_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      ledger_entries: {
        Row: {
          application_id: string | null;
          created_at: string;
          description: string;
          hours: number;
          id: string;
          kind: string;
          occurred_on: string;
          organisation_id: string | null;
          points: number;
          redemption_id: string | null;
          task_id: string | null;
          user_id: string;
        };
        Insert: {
          application_id?: string | null;
          created_at?: string;
          description: string;
          hours?: number;
          id?: string;
          kind: string;
          occurred_on?: string;
          organisation_id?: string | null;
          points: number;
          redemption_id?: string | null;
          task_id?: string | null;
          user_id: string;
        };
        Update: {
          application_id?: string | null;
          created_at?: string;
          description?: string;
          hours?: number;
          id?: string;
          kind?: string;
          occurred_on?: string;
          organisation_id?: string | null;
          points?: number;
          redemption_id?: string | null;
          task_id?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'ledger_entries_application_id_fkey';
            columns: ['application_id'];
            isOneToOne: true;
            referencedRelation: 'applications';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'ledger_entries_organisation_id_fkey';
            columns: ['organisation_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'ledger_entries_redemption_id_fkey';
            columns: ['redemption_id'];
            isOneToOne: true;
            referencedRelation: 'redemptions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'ledger_entries_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'tasks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'ledger_entries_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      message_authors: {
        Row: {
          chat_id: string;
          member_id: string | null;
          message_id: string;
        };
        Insert: {
          chat_id: string;
          member_id?: string | null;
          message_id: string;
        };
        Update: {
          chat_id?: string;
          member_id?: string | null;
          message_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'message_authors_chat_id_fkey';
            columns: ['chat_id'];
            isOneToOne: false;
            referencedRelation: 'chats';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'message_authors_member_id_fkey';
            columns: ['member_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'message_authors_message_id_fkey';
            columns: ['message_id'];
            isOneToOne: true;
            referencedRelation: 'messages';
            referencedColumns: ['id'];
          },
        ];
      };
      messages: {
        Row: {
          chat_id: string;
          content: string;
          created_at: string;
          id: string;
          sender_id: string;
        };
        Insert: {
          chat_id: string;
          content: string;
          created_at?: string;
          id?: string;
          sender_id?: string;
        };
        Update: {
          chat_id?: string;
          content?: string;
          created_at?: string;
          id?: string;
          sender_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'messages_chat_id_fkey';
            columns: ['chat_id'];
            isOneToOne: false;
            referencedRelation: 'chats';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'messages_sender_id_fkey';
            columns: ['sender_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      notification_kinds: {
        Row: {
          kind: string;
          position: number;
          roles: string[];
        };
        Insert: {
          kind: string;
          position: number;
          roles: string[];
        };
        Update: {
          kind?: string;
          position?: number;
          roles?: string[];
        };
        Relationships: [];
      };
      notification_mails: {
        Row: {
          attempts: number;
          chat_id: string | null;
          created_at: string;
          id: string;
          invitation_id: string | null;
          kind: string | null;
          last_error: string | null;
          next_attempt_at: string;
          notification_id: string | null;
          sent_at: string | null;
          status: string;
          updated_at: string;
          user_id: string | null;
        };
        Insert: {
          attempts?: number;
          chat_id?: string | null;
          created_at?: string;
          id?: string;
          invitation_id?: string | null;
          kind?: string | null;
          last_error?: string | null;
          next_attempt_at?: string;
          notification_id?: string | null;
          sent_at?: string | null;
          status?: string;
          updated_at?: string;
          user_id?: string | null;
        };
        Update: {
          attempts?: number;
          chat_id?: string | null;
          created_at?: string;
          id?: string;
          invitation_id?: string | null;
          kind?: string | null;
          last_error?: string | null;
          next_attempt_at?: string;
          notification_id?: string | null;
          sent_at?: string | null;
          status?: string;
          updated_at?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'notification_mails_chat_id_fkey';
            columns: ['chat_id'];
            isOneToOne: false;
            referencedRelation: 'chats';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notification_mails_invitation_id_fkey';
            columns: ['invitation_id'];
            isOneToOne: false;
            referencedRelation: 'organisation_invitations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notification_mails_kind_fkey';
            columns: ['kind'];
            isOneToOne: false;
            referencedRelation: 'notification_kinds';
            referencedColumns: ['kind'];
          },
          {
            foreignKeyName: 'notification_mails_notification_id_fkey';
            columns: ['notification_id'];
            isOneToOne: false;
            referencedRelation: 'notifications';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notification_mails_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      notification_preferences: {
        Row: {
          email: boolean;
          kind: string;
          push: boolean;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          email?: boolean;
          kind: string;
          push?: boolean;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          email?: boolean;
          kind?: string;
          push?: boolean;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'notification_preferences_kind_fkey';
            columns: ['kind'];
            isOneToOne: false;
            referencedRelation: 'notification_kinds';
            referencedColumns: ['kind'];
          },
          {
            foreignKeyName: 'notification_preferences_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      notifications: {
        Row: {
          application_id: string | null;
          body: string;
          chat_id: string | null;
          created_at: string;
          event_key: string;
          id: string;
          kind: string;
          link: string;
          read_at: string | null;
          task_id: string | null;
          title: string;
          user_id: string;
        };
        Insert: {
          application_id?: string | null;
          body: string;
          chat_id?: string | null;
          created_at?: string;
          event_key: string;
          id?: string;
          kind: string;
          link: string;
          read_at?: string | null;
          task_id?: string | null;
          title: string;
          user_id: string;
        };
        Update: {
          application_id?: string | null;
          body?: string;
          chat_id?: string | null;
          created_at?: string;
          event_key?: string;
          id?: string;
          kind?: string;
          link?: string;
          read_at?: string | null;
          task_id?: string | null;
          title?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'notifications_application_id_fkey';
            columns: ['application_id'];
            isOneToOne: false;
            referencedRelation: 'applications';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_chat_id_fkey';
            columns: ['chat_id'];
            isOneToOne: false;
            referencedRelation: 'chats';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_kind_fkey';
            columns: ['kind'];
            isOneToOne: false;
            referencedRelation: 'notification_kinds';
            referencedColumns: ['kind'];
          },
          {
            foreignKeyName: 'notifications_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'tasks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      organisation_invitations: {
        Row: {
          accepted_at: string | null;
          accepted_by: string | null;
          created_at: string;
          email: string;
          expires_at: string;
          id: string;
          invited_by: string | null;
          organisation_id: string;
          revoked_at: string | null;
        };
        Insert: {
          accepted_at?: string | null;
          accepted_by?: string | null;
          created_at?: string;
          email: string;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          organisation_id: string;
          revoked_at?: string | null;
        };
        Update: {
          accepted_at?: string | null;
          accepted_by?: string | null;
          created_at?: string;
          email?: string;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          organisation_id?: string;
          revoked_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'organisation_invitations_accepted_by_fkey';
            columns: ['accepted_by'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'organisation_invitations_invited_by_fkey';
            columns: ['invited_by'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'organisation_invitations_organisation_id_fkey';
            columns: ['organisation_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
        ];
      };
      organisation_members: {
        Row: {
          invited_by: string | null;
          joined_at: string;
          organisation_id: string;
          role: string;
          user_id: string;
        };
        Insert: {
          invited_by?: string | null;
          joined_at?: string;
          organisation_id: string;
          role: string;
          user_id: string;
        };
        Update: {
          invited_by?: string | null;
          joined_at?: string;
          organisation_id?: string;
          role?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'organisation_members_invited_by_fkey';
            columns: ['invited_by'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'organisation_members_organisation_id_fkey';
            columns: ['organisation_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'organisation_members_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      organisations: {
        Row: {
          abn: string | null;
          created_at: string;
          facebook: string | null;
          id: string;
          instagram: string | null;
          logo_url: string | null;
          mission: string | null;
          name: string;
          remind_day_before: boolean;
          remind_two_hours_before: boolean;
          tiktok: string | null;
          type: string | null;
          user_id: string;
          website: string | null;
        };
        Insert: {
          abn?: string | null;
          created_at?: string;
          facebook?: string | null;
          id?: string;
          instagram?: string | null;
          logo_url?: string | null;
          mission?: string | null;
          name: string;
          remind_day_before?: boolean;
          remind_two_hours_before?: boolean;
          tiktok?: string | null;
          type?: string | null;
          user_id: string;
          website?: string | null;
        };
        Update: {
          abn?: string | null;
          created_at?: string;
          facebook?: string | null;
          id?: string;
          instagram?: string | null;
          logo_url?: string | null;
          mission?: string | null;
          name?: string;
          remind_day_before?: boolean;
          remind_two_hours_before?: boolean;
          tiktok?: string | null;
          type?: string | null;
          user_id?: string;
          website?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'organisations_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      push_services: {
        Row: {
          host: string;
          service: string;
          subdomains: boolean;
          test_address: unknown;
        };
        Insert: {
          host: string;
          service: string;
          subdomains?: boolean;
          test_address?: unknown;
        };
        Update: {
          host?: string;
          service?: string;
          subdomains?: boolean;
          test_address?: unknown;
        };
        Relationships: [];
      };
      push_subscriptions: {
        Row: {
          created_at: string;
          endpoint: string;
          id: string;
          subscription: NonNullable<Json>;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          endpoint: string;
          id?: string;
          subscription: NonNullable<Json>;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          endpoint?: string;
          id?: string;
          subscription?: NonNullable<Json>;
          user_id?: string;
        };
        Relationships: [];
      };
      redemptions: {
        Row: {
          cost: number;
          created_at: string;
          id: string;
          item_id: string;
          item_title: string;
          user_id: string;
          voucher_code: string;
        };
        Insert: {
          cost: number;
          created_at?: string;
          id?: string;
          item_id: string;
          item_title: string;
          user_id?: string;
          voucher_code?: string;
        };
        Update: {
          cost?: number;
          created_at?: string;
          id?: string;
          item_id?: string;
          item_title?: string;
          user_id?: string;
          voucher_code?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'redemptions_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      reminders: {
        Row: {
          answer: string | null;
          answered_at: string | null;
          application_id: string;
          created_at: string;
          id: string;
          kind: string;
          starts_at: string;
          task_id: string;
          user_id: string;
        };
        Insert: {
          answer?: string | null;
          answered_at?: string | null;
          application_id: string;
          created_at?: string;
          id?: string;
          kind: string;
          starts_at: string;
          task_id: string;
          user_id: string;
        };
        Update: {
          answer?: string | null;
          answered_at?: string | null;
          application_id?: string;
          created_at?: string;
          id?: string;
          kind?: string;
          starts_at?: string;
          task_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'reminders_application_id_fkey';
            columns: ['application_id'];
            isOneToOne: false;
            referencedRelation: 'applications';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reminders_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'tasks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reminders_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      reviews: {
        Row: {
          comment: string | null;
          created_at: string;
          id: string;
          org_id: string;
          rating: number;
          task_id: string;
          user_id: string;
          volunteer_id: string;
        };
        Insert: {
          comment?: string | null;
          created_at?: string;
          id?: string;
          org_id?: string;
          rating: number;
          task_id: string;
          user_id: string;
          volunteer_id?: never;
        };
        Update: {
          comment?: string | null;
          created_at?: string;
          id?: string;
          org_id?: string;
          rating?: number;
          task_id?: string;
          user_id?: string;
          volunteer_id?: never;
        };
        Relationships: [
          {
            foreignKeyName: 'reviews_org_id_fkey';
            columns: ['org_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reviews_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'tasks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reviews_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      reward_items: {
        Row: {
          category: string;
          cost: number;
          emoji: string;
          id: string;
          sort_order: number;
          title: string;
        };
        Insert: {
          category: string;
          cost: number;
          emoji: string;
          id: string;
          sort_order: number;
          title: string;
        };
        Update: {
          category?: string;
          cost?: number;
          emoji?: string;
          id?: string;
          sort_order?: number;
          title?: string;
        };
        Relationships: [];
      };
      task_decisions: {
        Row: {
          decided_at: string;
          decided_by: string | null;
          decision: string;
          id: string;
          task_id: string;
          volunteer_id: string;
        };
        Insert: {
          decided_at?: string;
          decided_by?: string | null;
          decision: string;
          id?: string;
          task_id: string;
          volunteer_id: string;
        };
        Update: {
          decided_at?: string;
          decided_by?: string | null;
          decision?: string;
          id?: string;
          task_id?: string;
          volunteer_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'task_decisions_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'task_decisions_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'tasks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'task_decisions_volunteer_id_fkey';
            columns: ['volunteer_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      tasks: {
        Row: {
          applicant_count: number;
          capacity: number;
          completed: boolean;
          created_at: string;
          days_of_week: string[] | null;
          description: string;
          detailed_description: string | null;
          difficulty: string;
          hours_required: number;
          id: string;
          interests: string[];
          location: string;
          number_of_weeks: number | null;
          organisation_id: string;
          points: number;
          runs_until: string | null;
          status: boolean;
          task_date: string | null;
          task_type: string;
          time_zone: string;
          title: string;
          user_id: string;
          places_free: number | null;
          places_taken: number | null;
        };
        Insert: {
          applicant_count?: number;
          capacity?: number;
          completed?: boolean;
          created_at?: string;
          days_of_week?: string[] | null;
          description: string;
          detailed_description?: string | null;
          difficulty?: string;
          hours_required?: number;
          id?: string;
          interests?: string[];
          location: string;
          number_of_weeks?: number | null;
          organisation_id: string;
          points?: number;
          runs_until?: string | null;
          status?: boolean;
          task_date?: string | null;
          task_type?: string;
          time_zone?: string;
          title: string;
          user_id?: string;
        };
        Update: {
          applicant_count?: number;
          capacity?: number;
          completed?: boolean;
          created_at?: string;
          days_of_week?: string[] | null;
          description?: string;
          detailed_description?: string | null;
          difficulty?: string;
          hours_required?: number;
          id?: string;
          interests?: string[];
          location?: string;
          number_of_weeks?: number | null;
          organisation_id?: string;
          points?: number;
          runs_until?: string | null;
          status?: boolean;
          task_date?: string | null;
          task_type?: string;
          time_zone?: string;
          title?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'tasks_organisation_id_fkey';
            columns: ['organisation_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'tasks_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      user_organisations: {
        Row: {
          created_at: string;
          org_id: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          org_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          org_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'user_organisations_org_id_fkey';
            columns: ['org_id'];
            isOneToOne: false;
            referencedRelation: 'organisations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'user_organisations_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      users: {
        Row: {
          average_rating: number;
          bio: string | null;
          completed_count: number;
          created_at: string;
          email: string;
          first_login_complete: boolean;
          id: string;
          interests: string | null;
          name: string;
          points: number;
          profile_url: string | null;
          role: string;
          role_in_org: string | null;
          wwcc: boolean;
        };
        Insert: {
          average_rating?: number;
          bio?: string | null;
          completed_count?: number;
          created_at?: string;
          email: string;
          first_login_complete?: boolean;
          id: string;
          interests?: string | null;
          name: string;
          points?: number;
          profile_url?: string | null;
          role: string;
          role_in_org?: string | null;
          wwcc?: boolean;
        };
        Update: {
          average_rating?: number;
          bio?: string | null;
          completed_count?: number;
          created_at?: string;
          email?: string;
          first_login_complete?: boolean;
          id?: string;
          interests?: string | null;
          name?: string;
          points?: number;
          profile_url?: string | null;
          role?: string;
          role_in_org?: string | null;
          wwcc?: boolean;
        };
        Relationships: [];
      };
      waitlist_entries: {
        Row: {
          created_at: string;
          id: string;
          offer_expires_at: string | null;
          offered_at: string | null;
          status: string;
          task_id: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          offer_expires_at?: string | null;
          offered_at?: string | null;
          status?: string;
          task_id: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          offer_expires_at?: string | null;
          offered_at?: string | null;
          status?: string;
          task_id?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'waitlist_entries_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'tasks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'waitlist_entries_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      accept_invitation: {
        Args: { p_invitation_id: string };
        Returns: {
          invited_by: string | null;
          joined_at: string;
          organisation_id: string;
          role: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'organisation_members';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      answer_reminder: {
        Args: { p_coming: boolean; p_reminder_id: string };
        Returns: {
          answer: string | null;
          answered_at: string | null;
          application_id: string;
          created_at: string;
          id: string;
          kind: string;
          starts_at: string;
          task_id: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'reminders';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      apply_for_task: {
        Args: { p_task_id: string };
        Returns: {
          attendance: string | null;
          created_at: string;
          id: string;
          status: string;
          task_id: string;
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'applications';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      approve_application: {
        Args: { p_application_id: string };
        Returns: {
          attendance: string | null;
          created_at: string;
          id: string;
          status: string;
          task_id: string;
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'applications';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      calculate_average_rating: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      calendar_feed: { Args: { p_token: string }; Returns: string };
      claim_notification_mail: {
        Args: { p_id: string };
        Returns: {
          attempts: number;
          chat_id: string | null;
          created_at: string;
          id: string;
          invitation_id: string | null;
          kind: string | null;
          last_error: string | null;
          next_attempt_at: string;
          notification_id: string | null;
          sent_at: string | null;
          status: string;
          updated_at: string;
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'notification_mails';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      confirm_waitlist_offer: {
        Args: { p_task_id: string };
        Returns: {
          created_at: string;
          id: string;
          offer_expires_at: string | null;
          offered_at: string | null;
          status: string;
          task_id: string;
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'waitlist_entries';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      expire_waitlist_offers: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      finish_notification_mail: {
        Args: { p_error?: string; p_id: string; p_outcome: string };
        Returns: undefined;
      };
      get_applicant_facts: {
        Args: { p_user_id: string };
        Returns: {
          completed: number;
          hours: number;
          said_cant_come: number;
          tasks_done: number;
        }[];
      };
      get_chat_list: {
        Args: Record<PropertyKey, never>;
        Returns: {
          chat_id: string;
          created_at: string;
          last_message_at: string;
          last_message_content: string;
          last_message_sender_id: string;
          org_id: string;
          org_logo_url: string;
          org_name: string;
          org_profile_url: string;
          task_id: string;
          task_title: string;
          volunteer_id: string;
          volunteer_name: string;
          volunteer_profile_url: string;
        }[];
      };
      get_chat_page: {
        Args: {
          p_as_of?: string;
          p_before_at?: string;
          p_before_id?: string;
          p_limit?: number;
        };
        Returns: {
          chat_id: string;
          created_at: string;
          last_message_at: string;
          last_message_content: string;
          last_message_sender_id: string;
          other_party_id: string;
          other_party_logo_url: string;
          other_party_name: string;
          other_party_profile_url: string;
          sort_at: string;
          task_id: string;
          task_title: string;
        }[];
      };
      get_invitation: {
        Args: { p_invitation_id: string };
        Returns: {
          email: string;
          expires_at: string;
          invited_by_name: string;
          organisation_name: string;
          status: string;
        }[];
      };
      get_leaderboard: {
        Args: Record<PropertyKey, never>;
        Returns: {
          completed_count: number;
          name: string;
          profile_url: string;
          user_id: string;
        }[];
      };
      get_my_leaderboard_place: {
        Args: Record<PropertyKey, never>;
        Returns: {
          completed_count: number;
          name: string;
          place: number;
          profile_url: string;
          user_id: string;
        }[];
      };
      get_notification_preferences: {
        Args: Record<PropertyKey, never>;
        Returns: {
          email: boolean;
          kind: string;
          push: boolean;
        }[];
      };
      get_open_reminders: {
        Args: Record<PropertyKey, never>;
        Returns: {
          answer: string | null;
          answered_at: string | null;
          application_id: string;
          created_at: string;
          id: string;
          kind: string;
          starts_at: string;
          task_id: string;
          user_id: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'reminders';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      get_open_tasks: {
        Args: {
          p_after_created_at?: string;
          p_after_id?: string;
          p_after_points?: number;
          p_after_relevance?: number;
          p_after_task_date?: string;
          p_from?: string;
          p_hours_over?: number;
          p_hours_up_to?: number;
          p_interest?: string;
          p_limit?: number;
          p_organisation_id?: string;
          p_search?: string;
          p_sort?: string;
          p_to?: string;
        };
        Returns: {
          applicant_count: number;
          capacity: number;
          created_at: string;
          days_of_week: string[];
          description: string;
          difficulty: string;
          hours_required: number;
          id: string;
          interests: string[];
          location: string;
          matched_interests: string[];
          my_application_status: string;
          my_waitlist_status: string;
          organisation_id: string;
          organisation_logo_url: string;
          organisation_name: string;
          places_free: number;
          places_taken: number;
          points: number;
          relevance: number;
          status: boolean;
          task_date: string;
          task_type: string;
          time_zone: string;
          title: string;
          worked_with_organisation: boolean;
        }[];
      };
      get_organisation_stats: {
        Args: { p_organisation_id: string };
        Returns: {
          applicants: number;
          tasks_posted: number;
        }[];
      };
      get_organisation_tasks: {
        Args: {
          p_before_created_at?: string;
          p_before_id?: string;
          p_filter?: string;
          p_limit?: number;
        };
        Returns: {
          applicant_count: number;
          applicants: Json;
          applied_count: number;
          approved_count: number;
          capacity: number;
          completed: boolean;
          completed_count: number;
          created_at: string;
          hours_required: number;
          id: string;
          location: string;
          organisation_id: string;
          organisation_logo_url: string;
          organisation_name: string;
          points: number;
          rejected_count: number;
          status: boolean;
          task_date: string;
          task_type: string;
          time_zone: string;
          title: string;
        }[];
      };
      get_organisation_todo: {
        Args: Record<PropertyKey, never>;
        Returns: {
          applicants_waiting: number;
          reviews_owed: number;
          tasks_this_week: number;
        }[];
      };
      get_task_applicants: {
        Args: {
          p_after_created_at?: string;
          p_after_id?: string;
          p_limit?: number;
          p_task_id: string;
        };
        Returns: {
          attendance: string;
          booked_elsewhere: boolean;
          created_at: string;
          id: string;
          name: string;
          profile_url: string;
          status: string;
          user_id: string;
        }[];
      };
      get_task_clashes: {
        Args: { p_task_id: string };
        Returns: {
          overlap_starts_at: string;
          task_date: string;
          task_id: string;
          title: string;
        }[];
      };
      get_volunteer_record: {
        Args: Record<PropertyKey, never>;
        Returns: {
          balance: number;
          hours: number;
          points_earned: number;
          points_spent: number;
          tasks: number;
        }[];
      };
      get_volunteer_reviews: {
        Args: {
          p_before_created_at?: string;
          p_before_id?: string;
          p_limit?: number;
          p_user_id: string;
        };
        Returns: {
          comment: string;
          created_at: string;
          id: string;
          organisation_logo_url: string;
          organisation_name: string;
          rating: number;
          task_id: string;
          task_title: string;
        }[];
      };
      get_waitlist_place: {
        Args: { p_task_id: string };
        Returns: {
          offer_expires_at: string;
          place: number;
          status: string;
          waiting: number;
        }[];
      };
      hand_over_ownership: { Args: { p_user_id: string }; Returns: undefined };
      increment_user_points: {
        Args: { amt: number; uid: string };
        Returns: number;
      };
      invite_member: {
        Args: { p_email: string };
        Returns: {
          accepted_at: string | null;
          accepted_by: string | null;
          created_at: string;
          email: string;
          expires_at: string;
          id: string;
          invited_by: string | null;
          organisation_id: string;
          revoked_at: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'organisation_invitations';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      issue_calendar_feed: { Args: Record<PropertyKey, never>; Returns: string };
      issue_certificate: {
        Args: { p_from: string; p_organisation_id: string; p_to: string };
        Returns: {
          from_date: string;
          hours: number;
          id: string;
          issued_at: string;
          organisation_id: string | null;
          organisation_name: string;
          task_count: number;
          tasks: NonNullable<Json>;
          to_date: string;
          token: string;
          user_id: string;
          volunteer_name: string;
        };
        SetofOptions: {
          from: '*';
          to: 'certificates';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      join_waitlist: {
        Args: { p_task_id: string };
        Returns: {
          created_at: string;
          id: string;
          offer_expires_at: string | null;
          offered_at: string | null;
          status: string;
          task_id: string;
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'waitlist_entries';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      leave_organisation: {
        Args: Record<PropertyKey, never>;
        Returns: undefined;
      };
      leave_waitlist: { Args: { p_task_id: string }; Returns: undefined };
      mark_application_done: {
        Args: { p_application_id: string };
        Returns: {
          attendance: string | null;
          created_at: string;
          id: string;
          status: string;
          task_id: string;
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'applications';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      notify_ending_waitlist_offers: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      places_free: {
        Args: { task: Database['public']['Tables']['tasks']['Row'] };
        Returns: number;
      };
      places_taken: {
        Args: { task: Database['public']['Tables']['tasks']['Row'] };
        Returns: number;
      };
      queue_message_digests: {
        Args: { p_hold?: string; p_window?: string };
        Returns: number;
      };
      redeem_reward: {
        Args: { p_custom_cents?: number; p_item_id: string };
        Returns: {
          cost: number;
          created_at: string;
          id: string;
          item_id: string;
          item_title: string;
          remaining_points: number;
          user_id: string;
          voucher_code: string;
        }[];
      };
      reject_application: {
        Args: { p_application_id: string };
        Returns: {
          attendance: string | null;
          created_at: string;
          id: string;
          status: string;
          task_id: string;
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'applications';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      remove_member: { Args: { p_user_id: string }; Returns: undefined };
      retry_notification_mails: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      revoke_calendar_feed: {
        Args: Record<PropertyKey, never>;
        Returns: undefined;
      };
      revoke_invitation: {
        Args: { p_invitation_id: string };
        Returns: {
          accepted_at: string | null;
          accepted_by: string | null;
          created_at: string;
          email: string;
          expires_at: string;
          id: string;
          invited_by: string | null;
          organisation_id: string;
          revoked_at: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'organisation_invitations';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      send_due_reminders: { Args: Record<PropertyKey, never>; Returns: number };
      submit_review: {
        Args: {
          p_comment?: string;
          p_rating: number;
          p_task_id: string;
          p_user_id: string;
        };
        Returns: {
          comment: string | null;
          created_at: string;
          id: string;
          org_id: string;
          rating: number;
          task_id: string;
          user_id: string;
          volunteer_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'reviews';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      task_calendar: { Args: { p_task_id: string }; Returns: string };
      verify_certificate: {
        Args: { p_token: string };
        Returns: {
          from_date: string;
          hours: number;
          issued_at: string;
          organisation_name: string;
          task_count: number;
          tasks: Json;
          to_date: string;
          volunteer_name: string;
        }[];
      };
      withdraw_application: { Args: { p_task_id: string }; Returns: undefined };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  graphql_public: {
    Enums: {},
  },
  public: {
    Enums: {},
  },
} as const;
