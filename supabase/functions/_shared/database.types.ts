export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      admin_audit_log: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          created_at: string
          id: number
          subject: string | null
          target_email: string | null
          target_user_id: string | null
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          created_at?: string
          id?: never
          subject?: string | null
          target_email?: string | null
          target_user_id?: string | null
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          created_at?: string
          id?: never
          subject?: string | null
          target_email?: string | null
          target_user_id?: string | null
        }
        Relationships: []
      }
      admin_users: {
        Row: {
          created_at: string
          role: string
          user_id: string
        }
        Insert: {
          created_at?: string
          role: string
          user_id: string
        }
        Update: {
          created_at?: string
          role?: string
          user_id?: string
        }
        Relationships: []
      }
      blog_campaign_jobs: {
        Row: {
          attempts: number
          campaign_id: string
          claimed_at: string | null
          completion_tokens: number
          created_at: string
          error: string | null
          finished_at: string | null
          id: string
          keyword: string | null
          model: string | null
          post_id: string | null
          prompt_tokens: number
          prompt_version: string | null
          run_after: string
          slot: string
          status: string
          trigger: string
          updated_at: string
        }
        Insert: {
          attempts?: number
          campaign_id: string
          claimed_at?: string | null
          completion_tokens?: number
          created_at?: string
          error?: string | null
          finished_at?: string | null
          id?: string
          keyword?: string | null
          model?: string | null
          post_id?: string | null
          prompt_tokens?: number
          prompt_version?: string | null
          run_after?: string
          slot: string
          status?: string
          trigger?: string
          updated_at?: string
        }
        Update: {
          attempts?: number
          campaign_id?: string
          claimed_at?: string | null
          completion_tokens?: number
          created_at?: string
          error?: string | null
          finished_at?: string | null
          id?: string
          keyword?: string | null
          model?: string | null
          post_id?: string | null
          prompt_tokens?: number
          prompt_version?: string | null
          run_after?: string
          slot?: string
          status?: string
          trigger?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "blog_campaign_jobs_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "blog_campaigns"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_campaign_jobs_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "blog_posts"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_campaigns: {
        Row: {
          auto_publish: boolean
          created_at: string
          frequency_period: string
          id: string
          keywords: string[]
          monthly_article_cap: number | null
          monthly_token_cap: number | null
          name: string
          post_length: string
          posts_frequency: number
          preferred_weekdays: number[]
          resumed_at: string | null
          status: string
          time_of_day: string | null
          time_zone: string
          user_id: string | null
        }
        Insert: {
          auto_publish?: boolean
          created_at?: string
          frequency_period?: string
          id?: string
          keywords?: string[]
          monthly_article_cap?: number | null
          monthly_token_cap?: number | null
          name: string
          post_length?: string
          posts_frequency?: number
          preferred_weekdays?: number[]
          resumed_at?: string | null
          status?: string
          time_of_day?: string | null
          time_zone?: string
          user_id?: string | null
        }
        Update: {
          auto_publish?: boolean
          created_at?: string
          frequency_period?: string
          id?: string
          keywords?: string[]
          monthly_article_cap?: number | null
          monthly_token_cap?: number | null
          name?: string
          post_length?: string
          posts_frequency?: number
          preferred_weekdays?: number[]
          resumed_at?: string | null
          status?: string
          time_of_day?: string | null
          time_zone?: string
          user_id?: string | null
        }
        Relationships: []
      }
      blog_post_revisions: {
        Row: {
          content: string
          created_at: string
          editor_email: string | null
          editor_id: string | null
          featured_image: string | null
          featured_image_alt: string | null
          id: string
          kind: string
          meta_description: string | null
          model: string | null
          overridden_checks: string[] | null
          post_id: string
          prompt_version: string | null
          restored_from: string | null
          revision_number: number
          seo_title: string | null
          title: string
        }
        Insert: {
          content: string
          created_at?: string
          editor_email?: string | null
          editor_id?: string | null
          featured_image?: string | null
          featured_image_alt?: string | null
          id?: string
          kind: string
          meta_description?: string | null
          model?: string | null
          overridden_checks?: string[] | null
          post_id: string
          prompt_version?: string | null
          restored_from?: string | null
          revision_number: number
          seo_title?: string | null
          title: string
        }
        Update: {
          content?: string
          created_at?: string
          editor_email?: string | null
          editor_id?: string | null
          featured_image?: string | null
          featured_image_alt?: string | null
          id?: string
          kind?: string
          meta_description?: string | null
          model?: string | null
          overridden_checks?: string[] | null
          post_id?: string
          prompt_version?: string | null
          restored_from?: string | null
          revision_number?: number
          seo_title?: string | null
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "blog_post_revisions_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "blog_posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_post_revisions_restored_from_fkey"
            columns: ["restored_from"]
            isOneToOne: false
            referencedRelation: "blog_post_revisions"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_posts: {
        Row: {
          author_id: string | null
          auto_publish_failures: string[] | null
          campaign_id: string | null
          content: string
          created_at: string
          featured_image: string | null
          featured_image_alt: string | null
          id: string
          meta_description: string | null
          published: boolean
          published_at: string | null
          reading_time: number | null
          seo_title: string | null
          slug: string
          title: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          auto_publish_failures?: string[] | null
          campaign_id?: string | null
          content: string
          created_at?: string
          featured_image?: string | null
          featured_image_alt?: string | null
          id?: string
          meta_description?: string | null
          published?: boolean
          published_at?: string | null
          reading_time?: number | null
          seo_title?: string | null
          slug: string
          title: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          auto_publish_failures?: string[] | null
          campaign_id?: string | null
          content?: string
          created_at?: string
          featured_image?: string | null
          featured_image_alt?: string | null
          id?: string
          meta_description?: string | null
          published?: boolean
          published_at?: string | null
          reading_time?: number | null
          seo_title?: string | null
          slug?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "blog_posts_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "blog_campaigns"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_messages: {
        Row: {
          created_at: string
          email: string
          id: string
          message: string
          name: string
          subject: string
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          message: string
          name: string
          subject: string
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          message?: string
          name?: string
          subject?: string
        }
        Relationships: []
      }
      credit_ledger: {
        Row: {
          amount_cents: number
          created_at: string
          credits: number
          email: string
          granted_by: string | null
          id: string
          kind: string
          note: string | null
          order_id: string | null
          stripe_event_id: string | null
        }
        Insert: {
          amount_cents?: number
          created_at?: string
          credits: number
          email: string
          granted_by?: string | null
          id?: string
          kind: string
          note?: string | null
          order_id?: string | null
          stripe_event_id?: string | null
        }
        Update: {
          amount_cents?: number
          created_at?: string
          credits?: number
          email?: string
          granted_by?: string | null
          id?: string
          kind?: string
          note?: string | null
          order_id?: string | null
          stripe_event_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "credit_ledger_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "credit_orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "credit_ledger_stripe_event_id_fkey"
            columns: ["stripe_event_id"]
            isOneToOne: true
            referencedRelation: "stripe_events"
            referencedColumns: ["id"]
          },
        ]
      }
      credit_orders: {
        Row: {
          amount_cents: number
          checkout_key: string | null
          conversion_reported_at: string | null
          created_at: string
          credits: number
          currency: string
          customer_email: string | null
          email: string
          id: string
          is_agency_annual: boolean
          lead_count: number
          paid_at: string | null
          payment_intent_id: string | null
          provider_session_id: string | null
          receipt_outbox_id: string | null
          refunded_at: string | null
          refunded_cents: number
          registration_id: string | null
          status: string
          tier: string
          updated_at: string
        }
        Insert: {
          amount_cents: number
          checkout_key?: string | null
          conversion_reported_at?: string | null
          created_at?: string
          credits: number
          currency?: string
          customer_email?: string | null
          email: string
          id?: string
          is_agency_annual?: boolean
          lead_count: number
          paid_at?: string | null
          payment_intent_id?: string | null
          provider_session_id?: string | null
          receipt_outbox_id?: string | null
          refunded_at?: string | null
          refunded_cents?: number
          registration_id?: string | null
          status?: string
          tier: string
          updated_at?: string
        }
        Update: {
          amount_cents?: number
          checkout_key?: string | null
          conversion_reported_at?: string | null
          created_at?: string
          credits?: number
          currency?: string
          customer_email?: string | null
          email?: string
          id?: string
          is_agency_annual?: boolean
          lead_count?: number
          paid_at?: string | null
          payment_intent_id?: string | null
          provider_session_id?: string | null
          receipt_outbox_id?: string | null
          refunded_at?: string | null
          refunded_cents?: number
          registration_id?: string | null
          status?: string
          tier?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "credit_orders_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "Webinar Registration"
            referencedColumns: ["id"]
          },
        ]
      }
      portal_settings: {
        Row: {
          id: boolean
          mfa_required: boolean
          updated_at: string
        }
        Insert: {
          id?: boolean
          mfa_required?: boolean
          updated_at?: string
        }
        Update: {
          id?: boolean
          mfa_required?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      stripe_events: {
        Row: {
          id: string
          order_id: string | null
          outcome: string
          received_at: string
          session_id: string | null
          type: string
        }
        Insert: {
          id: string
          order_id?: string | null
          outcome: string
          received_at?: string
          session_id?: string | null
          type: string
        }
        Update: {
          id?: string
          order_id?: string | null
          outcome?: string
          received_at?: string
          session_id?: string | null
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "stripe_events_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "credit_orders"
            referencedColumns: ["id"]
          },
        ]
      }
      video_details: {
        Row: {
          duration_seconds: number | null
          name: string
          poster: string | null
          updated_at: string
        }
        Insert: {
          duration_seconds?: number | null
          name: string
          poster?: string | null
          updated_at?: string
        }
        Update: {
          duration_seconds?: number | null
          name?: string
          poster?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      video_upload_sessions: {
        Row: {
          created_at: string
          file_name: string
          id: string
          last_chunk_sha256: string | null
          object_path: string
          received: number
          status: string
          total_chunks: number
          total_size: number
          updated_at: string
          upload_url: string
        }
        Insert: {
          created_at?: string
          file_name: string
          id?: string
          last_chunk_sha256?: string | null
          object_path: string
          received?: number
          status?: string
          total_chunks: number
          total_size: number
          updated_at?: string
          upload_url: string
        }
        Update: {
          created_at?: string
          file_name?: string
          id?: string
          last_chunk_sha256?: string | null
          object_path?: string
          received?: number
          status?: string
          total_chunks?: number
          total_size?: number
          updated_at?: string
          upload_url?: string
        }
        Relationships: []
      }
      "Webinar Registration": {
        Row: {
          created_at: string
          Email: string | null
          id: string
          name: string | null
          referrer: string | null
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
          webinar_title: string | null
        }
        Insert: {
          created_at?: string
          Email?: string | null
          id?: string
          name?: string | null
          referrer?: string | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          webinar_title?: string | null
        }
        Update: {
          created_at?: string
          Email?: string | null
          id?: string
          name?: string | null
          referrer?: string | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          webinar_title?: string | null
        }
        Relationships: []
      }
      workshop_progress: {
        Row: {
          last_report_at: string | null
          offer_clicked_at: string | null
          offer_reached_at: string | null
          registration_id: string
          started_at: string | null
          updated_at: string
          watched_seconds: number
        }
        Insert: {
          last_report_at?: string | null
          offer_clicked_at?: string | null
          offer_reached_at?: string | null
          registration_id: string
          started_at?: string | null
          updated_at?: string
          watched_seconds?: number
        }
        Update: {
          last_report_at?: string | null
          offer_clicked_at?: string | null
          offer_reached_at?: string | null
          registration_id?: string
          started_at?: string | null
          updated_at?: string
          watched_seconds?: number
        }
        Relationships: [
          {
            foreignKeyName: "workshop_progress_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: true
            referencedRelation: "Webinar Registration"
            referencedColumns: ["id"]
          },
        ]
      }
      workshop_settings: {
        Row: {
          id: boolean
          updated_at: string
          video_name: string | null
        }
        Insert: {
          id?: boolean
          updated_at?: string
          video_name?: string | null
        }
        Update: {
          id?: boolean
          updated_at?: string
          video_name?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "workshop_settings_video_name_fkey"
            columns: ["video_name"]
            isOneToOne: false
            referencedRelation: "video_details"
            referencedColumns: ["name"]
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      add_admin: {
        Args: {
          p_actor: string
          p_email: string
          p_invited: boolean
          p_role: string
        }
        Returns: string
      }
      apply_checkout_event: {
        Args: {
          p_alert?: Json
          p_amount_total: number
          p_customer_email: string
          p_event_id: string
          p_event_type: string
          p_order_id: string
          p_payment_intent?: string
          p_payment_status: string
          p_receipt?: Json
          p_session_id: string
        }
        Returns: Json
      }
      apply_refund_event: {
        Args: {
          p_alert?: Json
          p_amount_refunded: number
          p_event_id: string
          p_expected_refunded_cents: number
          p_payment_intent: string
        }
        Returns: Json
      }
      blog_live_checks_due: {
        Args: { p_limit: number; p_now?: string }
        Returns: {
          post_id: string
          published: boolean
          rebuild_error: string
          seo_title: string
          since: string
          slug: string
          title: string
        }[]
      }
      blog_post_live_states: {
        Args: never
        Returns: {
          post_id: string
          reason: string
          state: string
        }[]
      }
      blog_post_near_duplicate: {
        Args: { p_content: string; p_exclude?: string; p_title: string }
        Returns: {
          id: string
          similarity: number
          title: string
        }[]
      }
      blog_post_preview: {
        Args: { p_token: string }
        Returns: {
          content: string
          created_at: string
          featured_image: string
          featured_image_alt: string
          id: string
          meta_description: string
          published_at: string
          reading_time: number
          seo_title: string
          slug: string
          title: string
          updated_at: string
        }[]
      }
      blog_reading_time: { Args: { content: string }; Returns: number }
      claim_campaign_job: {
        Args: { p_job_id?: string; p_now?: string; p_stale_after?: string }
        Returns: string
      }
      claim_credit_handoffs: {
        Args: { p_id?: string; p_lease_seconds: number; p_limit: number }
        Returns: {
          attempts: number
          event_type: string
          id: string
          payload: Json
        }[]
      }
      claim_email_outbox: {
        Args: { p_id?: string; p_lease_seconds: number; p_limit: number }
        Returns: {
          attempts: number
          headers: Json
          html: string
          id: string
          reply_to: string[]
          subject: string
          text: string
          to_addresses: string[]
        }[]
      }
      claim_order_conversion: {
        Args: { p_session_id: string }
        Returns: {
          amount_cents: number
          currency: string
          order_id: string
        }[]
      }
      create_blog_post_preview: { Args: { p_post_id: string }; Returns: string }
      credit_order_deliveries: {
        Args: { p_order_ids: string[] }
        Returns: {
          handoffs: Json
          order_id: string
          receipt: string
        }[]
      }
      credit_order_status: {
        Args: { p_session_id: string }
        Returns: {
          amount_cents: number
          credits: number
          currency: string
          lead_count: number
          status: string
        }[]
      }
      due_workshop_followups: {
        Args: { p_limit: number; p_now: string }
        Returns: {
          email: string
          kind: string
          name: string
          registration_id: string
          webinar_title: string
        }[]
      }
      email_outbox_backlog: {
        Args: never
        Returns: {
          last_error: string
          last_refusal: string
          oldest: string
          refused: number
          undelivered: number
        }[]
      }
      enqueue_workshop_followup: {
        Args: {
          p_email_html: string
          p_email_subject: string
          p_email_text: string
          p_headers: Json
          p_kind: string
          p_link_expires_at: string
          p_link_id: string
          p_link_token: string
          p_registration_id: string
          p_unsubscribe_token: string
        }
        Returns: string
      }
      finish_credit_handoff: {
        Args: { p_error?: string; p_id: string }
        Returns: undefined
      }
      finish_email_outbox: {
        Args: {
          p_error?: string
          p_id: string
          p_permanent?: boolean
          p_provider_id?: string
        }
        Returns: undefined
      }
      grant_credits: {
        Args: { p_credits: number; p_email: string; p_note: string }
        Returns: {
          created_at: string
          id: string
        }[]
      }
      hit_rate_limit: {
        Args: {
          address: string
          bucket: string
          max_hits: number
          window_seconds: number
        }
        Returns: number
      }
      list_admins: {
        Args: never
        Returns: {
          added_at: string
          email: string
          invitation_pending: boolean
          last_sign_in_at: string
          role: string
          user_id: string
        }[]
      }
      portal_access: {
        Args: { p_need: string }
        Returns: {
          access: string
          user_id: string
        }[]
      }
      prepare_factor_reset: { Args: { p_user_id: string }; Returns: number }
      publish_blog_post: {
        Args: { p_overrides?: string[]; p_post_id: string }
        Returns: string
      }
      published_post_bodies: { Args: { p_slugs: string[] }; Returns: Json }
      record_blog_live_check: {
        Args: {
          p_email_html: string
          p_email_subject: string
          p_email_text: string
          p_now?: string
          p_post_id: string
          p_reason?: string
          p_waiting: boolean
        }
        Returns: string
      }
      record_registrations_export: {
        Args: { p_rows: number }
        Returns: undefined
      }
      register_webinar: {
        Args: {
          p_email: string
          p_email_html: string
          p_email_subject: string
          p_email_text: string
          p_link_expires_at: string
          p_link_id: string
          p_link_token: string
          p_name: string
          p_referrer?: string
          p_utm_campaign?: string
          p_utm_medium?: string
          p_utm_source?: string
          p_webinar_title: string
        }
        Returns: {
          created: boolean
          emailed: boolean
          outbox_id: string
        }[]
      }
      registration_stats: {
        Args: { p_now?: string; p_time_zone?: string }
        Returns: {
          active_users: number
          active_users_change: number
          conversion_change: number
          conversion_rate: number
          last_month_count: number
          total_change: number
          total_registrations: number
        }[]
      }
      remove_admin: { Args: { p_user_id: string }; Returns: undefined }
      rename_video: {
        Args: { p_from: string; p_to: string }
        Returns: undefined
      }
      restore_blog_post_revision: {
        Args: { revision_id: string }
        Returns: string
      }
      revoke_blog_post_preview: {
        Args: { p_post_id: string }
        Returns: boolean
      }
      save_campaign_draft: {
        Args: {
          p_completion_tokens: number
          p_content: string
          p_finished_at?: string
          p_job_id: string
          p_meta_description: string
          p_model: string
          p_prompt_tokens: number
          p_prompt_version: string
          p_publish_failures?: string[]
          p_published: boolean
          p_seo_title: string
          p_slug: string
          p_title: string
        }
        Returns: string
      }
      search_blog_posts: {
        Args: {
          p_after_created_at?: string
          p_after_id?: string
          p_before_created_at?: string
          p_before_id?: string
          p_campaign_id?: string
          p_limit?: number
          p_published?: boolean
          p_query: string
        }
        Returns: {
          campaign_id: string
          content: string
          created_at: string
          featured_image: string
          featured_image_alt: string
          id: string
          meta_description: string
          published: boolean
          reading_time: number
          seo_title: string
          slug: string
          title: string
          updated_at: string
        }[]
      }
      search_contact_messages: {
        Args: {
          p_after_created_at?: string
          p_after_id?: string
          p_before_created_at?: string
          p_before_id?: string
          p_limit?: number
          p_query: string
        }
        Returns: {
          created_at: string
          email: string
          id: string
          message: string
          name: string
          subject: string
        }[]
      }
      search_credit_orders: {
        Args: {
          p_after_created_at?: string
          p_after_id?: string
          p_before_created_at?: string
          p_before_id?: string
          p_limit?: number
          p_query: string
          p_status?: string
        }
        Returns: {
          amount_cents: number
          created_at: string
          credits: number
          currency: string
          customer_email: string
          email: string
          id: string
          is_agency_annual: boolean
          lead_count: number
          paid_at: string
          provider_session_id: string
          status: string
          tier: string
        }[]
      }
      search_registrations: {
        Args: {
          p_after_created_at?: string
          p_after_id?: string
          p_before_created_at?: string
          p_before_id?: string
          p_limit?: number
          p_query: string
        }
        Returns: {
          created_at: string
          Email: string
          id: string
          name: string
          webinar_title: string
        }[]
      }
      search_videos: {
        Args: { p_limit?: number; p_offset?: number; p_query?: string }
        Returns: {
          created_at: string
          name: string
          size: number
          total: number
        }[]
      }
      set_admin_role: {
        Args: { p_role: string; p_user_id: string }
        Returns: undefined
      }
      submit_contact_message: {
        Args: {
          p_email: string
          p_email_html: string
          p_email_subject: string
          p_email_text: string
          p_message: string
          p_name: string
          p_notify_to?: string[]
          p_subject: string
        }
        Returns: string
      }
      unsubscribe_email: { Args: { p_token: string }; Returns: boolean }
      workshop_access: {
        Args: { p_link_id: string; p_token: string }
        Returns: string
      }
      workshop_funnel: {
        Args: { p_days: number; p_now?: string; p_time_zone?: string }
        Returns: {
          clicked: number
          day: string
          kind: string
          paid: number
          paid_orders: number
          reached: number
          registered: number
          source: string
          started: number
        }[]
      }
      workshop_registration: {
        Args: { p_link_id: string; p_token: string }
        Returns: string
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
