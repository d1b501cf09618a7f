-- registration_stats() reads about two months of registrations (some 170,000 rows at 1,000,000)
-- in one aggregate whose planner cost passes jit_above_cost, so PostgreSQL compiles it to
-- machine code on every call: 50-200 ms of a 190 ms call, measured on native PostgreSQL 15 with
-- 1,000,000 registrations. The call is short and planned afresh each time; it runs without JIT.
alter function public.registration_stats(text, timestamptz) set jit = off;
