// Async boundary: shared singletons (React, the Supabase client) must be negotiated before any import runs.
import('./bootstrap');
