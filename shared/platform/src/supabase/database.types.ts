
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  
  "public": {
          Tables: {
            "ballots": {
                  Row: {
                    "ballot_count": number,"poll_id": string,"ranking": (string)[]
                  }
                  ComputedFields: never
                  Insert: {
                    "ballot_count": number,"poll_id": string,"ranking": (string)[]
                  }
                  Update: {
                    "ballot_count"?: number,"poll_id"?: string,"ranking"?: (string)[]
                  }
                  Relationships: [
                    {
      foreignKeyName: "ballots_poll_id_fkey"
      columns: ["poll_id"]
isOneToOne: false
      referencedRelation: "polls"
      referencedColumns: ["id"]
    }
                  ]
                },"participants": {
                  Row: {
                    "has_voted": boolean,"id": string,"join_order": number,"joined_at": string,"name": string,"poll_id": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "has_voted"?: boolean,"id"?: string,"join_order"?: never,"joined_at"?: string,"name"?: string,"poll_id": string,"user_id": string
                  }
                  Update: {
                    "has_voted"?: boolean,"id"?: string,"join_order"?: never,"joined_at"?: string,"name"?: string,"poll_id"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "participants_poll_id_fkey"
      columns: ["poll_id"]
isOneToOne: false
      referencedRelation: "polls"
      referencedColumns: ["id"]
    }
                  ]
                },"poll_audit": {
                  Row: {
                    "action": string,"actor": string | null,"at": string,"details": NonNullable<Json>,"id": number,"poll_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "action": string,"actor"?: string | null,"at"?: string,"details"?: NonNullable<Json>,"id"?: never,"poll_id": string
                  }
                  Update: {
                    "action"?: string,"actor"?: string | null,"at"?: string,"details"?: NonNullable<Json>,"id"?: never,"poll_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "poll_audit_poll_id_fkey"
      columns: ["poll_id"]
isOneToOne: false
      referencedRelation: "polls"
      referencedColumns: ["id"]
    }
                  ]
                },"poll_options": {
                  Row: {
                    "id": string,"poll_id": string,"position": number,"text": string
                  }
                  ComputedFields: never
                  Insert: {
                    "id": string,"poll_id": string,"position": number,"text": string
                  }
                  Update: {
                    "id"?: string,"poll_id"?: string,"position"?: number,"text"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "poll_options_poll_id_fkey"
      columns: ["poll_id"]
isOneToOne: false
      referencedRelation: "polls"
      referencedColumns: ["id"]
    }
                  ]
                },"polls": {
                  Row: {
                    "accounts_only": boolean,"category": string,"counting_method": string,"created_at": string,"created_by": string,"description": string,"expires_at": string | null,"id": string,"is_active": boolean,"join_code": string,"max_participants": number,"min_ranked": number | null,"publication": string,"published_at": string | null,"published_fingerprint": string | null,"seats": number,"shuffle_ballots": boolean,"status": Database["public"]['Enums']["poll_status"],"title": string,"trackers": boolean,"updated_at": string,"voters": string
                  }
                  ComputedFields: never
                  Insert: {
                    "accounts_only"?: boolean,"category"?: string,"counting_method"?: string,"created_at"?: string,"created_by": string,"description"?: string,"expires_at"?: string | null,"id"?: string,"is_active"?: boolean,"join_code": string,"max_participants"?: number,"min_ranked"?: number | null,"publication"?: string,"published_at"?: string | null,"published_fingerprint"?: string | null,"seats"?: number,"shuffle_ballots"?: boolean,"status"?: Database["public"]['Enums']["poll_status"],"title": string,"trackers"?: boolean,"updated_at"?: string,"voters"?: string
                  }
                  Update: {
                    "accounts_only"?: boolean,"category"?: string,"counting_method"?: string,"created_at"?: string,"created_by"?: string,"description"?: string,"expires_at"?: string | null,"id"?: string,"is_active"?: boolean,"join_code"?: string,"max_participants"?: number,"min_ranked"?: number | null,"publication"?: string,"published_at"?: string | null,"published_fingerprint"?: string | null,"seats"?: number,"shuffle_ballots"?: boolean,"status"?: Database["public"]['Enums']["poll_status"],"title"?: string,"trackers"?: boolean,"updated_at"?: string,"voters"?: string
                  }
                  Relationships: [
                    
                  ]
                },"profiles": {
                  Row: {
                    "created_at": string,"email": string | null,"id": string,"username": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"email"?: string | null,"id": string,"username": string
                  }
                  Update: {
                    "created_at"?: string,"email"?: string | null,"id"?: string,"username"?: string
                  }
                  Relationships: [
                    
                  ]
                },"session_cohosts": {
                  Row: {
                    "added_at": string,"email": string,"session_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "added_at"?: string,"email": string,"session_id": string
                  }
                  Update: {
                    "added_at"?: string,"email"?: string,"session_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "session_cohosts_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"session_participants": {
                  Row: {
                    "id": string,"join_order": number,"joined_at": string,"name": string,"session_id": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "id"?: string,"join_order"?: never,"joined_at"?: string,"name"?: string,"session_id": string,"user_id": string
                  }
                  Update: {
                    "id"?: string,"join_order"?: never,"joined_at"?: string,"name"?: string,"session_id"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "session_participants_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"session_questions": {
                  Row: {
                    "poll_id": string,"position": number,"results_shown": boolean,"revealed_at": string | null,"session_id": string,"voting": string
                  }
                  ComputedFields: never
                  Insert: {
                    "poll_id": string,"position": number,"results_shown"?: boolean,"revealed_at"?: string | null,"session_id": string,"voting"?: string
                  }
                  Update: {
                    "poll_id"?: string,"position"?: number,"results_shown"?: boolean,"revealed_at"?: string | null,"session_id"?: string,"voting"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "session_questions_poll_id_fkey"
      columns: ["poll_id"]
isOneToOne: true
      referencedRelation: "polls"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "session_questions_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"sessions": {
                  Row: {
                    "created_at": string,"current_question_id": string | null,"host_id": string,"id": string,"join_code": string,"max_participants": number,"results_hidden_until_revealed": boolean,"title": string,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"current_question_id"?: string | null,"host_id": string,"id"?: string,"join_code": string,"max_participants"?: number,"results_hidden_until_revealed"?: boolean,"title": string,"updated_at"?: string
                  }
                  Update: {
                    "created_at"?: string,"current_question_id"?: string | null,"host_id"?: string,"id"?: string,"join_code"?: string,"max_participants"?: number,"results_hidden_until_revealed"?: boolean,"title"?: string,"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "sessions_current_question_fkey"
      columns: ["id","current_question_id"]
isOneToOne: false
      referencedRelation: "session_questions"
      referencedColumns: ["session_id","poll_id"]
    }
                  ]
                },"tracked_ballots": {
                  Row: {
                    "poll_id": string,"ranking": (string)[],"tracker": string
                  }
                  ComputedFields: never
                  Insert: {
                    "poll_id": string,"ranking": (string)[],"tracker": string
                  }
                  Update: {
                    "poll_id"?: string,"ranking"?: (string)[],"tracker"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "tracked_ballots_poll_id_fkey"
      columns: ["poll_id"]
isOneToOne: false
      referencedRelation: "polls"
      referencedColumns: ["id"]
    }
                  ]
                }
          }
          Views: {
            [_ in never]: never
          }
          Functions: {
            "add_session_cohost":
{ Args: { "email": string,"session_id": string }; Returns: Json
                           },
"add_session_question":
{ Args: { "description"?: string,"min_ranked"?: number,"options": (string)[],"seats"?: number,"session_id": string,"shuffle_ballots"?: boolean,"title": string }; Returns: Json
                           },
"add_voter_emails":
{ Args: { "addresses": string,"poll_id": string }; Returns: Json
                           },
"check_ballot":
{ Args: { "poll_id": string,"tracker": string }; Returns: Json
                           },
"create_poll":
{ Args: { "accounts_only"?: boolean,"category"?: string,"counting_method"?: string,"description"?: string,"expires_at"?: string,"max_participants"?: number,"min_ranked"?: number,"options": (string)[],"seats"?: number,"shuffle_ballots"?: boolean,"title": string,"trackers"?: boolean,"voters"?: string }; Returns: Json
                           },
"create_session":
{ Args: { "max_participants"?: number,"results_hidden_until_revealed"?: boolean,"title": string }; Returns: Json
                           },
"delete_poll":
{ Args: { "poll_id": string }; Returns: undefined
                           },
"delete_session":
{ Args: { "session_id": string }; Returns: undefined
                           },
"duplicate_session_question":
{ Args: { "question_id": string,"session_id": string }; Returns: Json
                           },
"flush_room_summary":
{ Args: { "poll_id": string }; Returns: Json
                           },
"flush_session_summary":
{ Args: { "session_id": string }; Returns: Json
                           },
"get_ballot_list":
{ Args: { "poll_id": string }; Returns: Json
                           },
"get_join_code":
{ Args: { "poll_id": string }; Returns: Json
                           },
"get_my_polls":
{ Args: Record<PropertyKey, never>; Returns: Json
                           },
"get_my_sessions":
{ Args: Record<PropertyKey, never>; Returns: Json
                           },
"get_participant_status":
{ Args: { "participant_id": string,"poll_id": string }; Returns: boolean
                           },
"get_participants":
{ Args: { "poll_id": string }; Returns: Json
                           },
"get_participated_polls":
{ Args: Record<PropertyKey, never>; Returns: Json
                           },
"get_poll":
{ Args: { "poll_id": string }; Returns: Json
                           },
"get_poll_audit":
{ Args: { "poll_id": string }; Returns: Json
                           },
"get_poll_results":
{ Args: { "poll_id": string }; Returns: Json
                           },
"get_poll_summary":
{ Args: { "poll_id": string }; Returns: Json
                           },
"get_profile":
{ Args: Record<PropertyKey, never>; Returns: Json
                           },
"get_room_summary":
{ Args: { "poll_id": string }; Returns: Json
                           },
"get_session":
{ Args: { "session_id": string }; Returns: Json
                           },
"get_session_embed":
{ Args: { "session_id": string }; Returns: Json
                           },
"get_session_results":
{ Args: { "session_id": string }; Returns: Json
                           },
"get_voter_list":
{ Args: { "poll_id": string }; Returns: Json
                           },
"issue_voting_codes":
{ Args: { "count": number,"poll_id": string }; Returns: Json
                           },
"join_poll":
{ Args: { "name"?: string,"poll_id": string }; Returns: Json
                           },
"join_session":
{ Args: { "name"?: string,"session_id": string }; Returns: Json
                           },
"move_session":
{ Args: { "direction": string,"session_id": string }; Returns: Json
                           },
"publish_ballots":
{ Args: { "audience": string,"poll_id": string }; Returns: Json
                           },
"redeem_voting_code":
{ Args: { "code": string,"poll_id": string }; Returns: Json
                           },
"remove_participant":
{ Args: { "participant_id": string,"poll_id": string }; Returns: undefined
                           },
"remove_session_cohost":
{ Args: { "email": string,"session_id": string }; Returns: Json
                           },
"remove_session_question":
{ Args: { "question_id": string,"session_id": string }; Returns: undefined
                           },
"reorder_session_questions":
{ Args: { "question_ids": (string)[],"session_id": string }; Returns: Json
                           },
"replace_voting_code":
{ Args: { "entry_id": string,"poll_id": string }; Returns: Json
                           },
"resolve_join_code":
{ Args: { "code": string }; Returns: Json
                           },
"revoke_voter_entries":
{ Args: { "entry_ids": (string)[],"poll_id": string }; Returns: Json
                           },
"set_session_results":
{ Args: { "session_id": string,"shown": boolean }; Returns: Json
                           },
"set_session_voting":
{ Args: { "open": boolean,"session_id": string }; Returns: Json
                           },
"submit_session_vote":
{ Args: { "question_id": string,"ranking": (string)[],"session_id": string }; Returns: Json
                           },
"submit_vote":
{ Args: { "participant_id"?: string,"poll_id": string,"ranking": (string)[] }; Returns: Json
                           },
"update_poll_settings":
{ Args: { "accounts_only"?: boolean,"max_participants"?: number,"poll_id": string }; Returns: Json
                           },
"update_poll_status":
{ Args: { "poll_id": string,"status": string }; Returns: Json
                           },
"update_profile":
{ Args: { "username": string }; Returns: Json
                           }
          }
          Enums: {
            "poll_status": "waiting"|"voting"|"completed"
          }
          CompositeTypes: {
            [_ in never]: never
          }
        }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

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
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
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
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
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
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
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
    : never = never
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
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
    : never = never
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
  ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
  : never

export const Constants = {
  "public": {
          Enums: {
            "poll_status": ["waiting", "voting", "completed"]
          }
        }
} as const
