ALTER TABLE "pages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple',
  coalesce(published->'title'->>'en', '') || ' ' ||
  coalesce(published->'title'->>'pl', '') || ' ' ||
  regexp_replace(coalesce(published->>'path', ''), '[/_-]+', ' ', 'g') || ' ' ||
  coalesce(published->'meta'->'description'->>'en', '') || ' ' ||
  coalesce(published->'meta'->'description'->>'pl', ''))) STORED;--> statement-breakpoint
CREATE INDEX "pages_search_idx" ON "pages" USING gin ("search");