DROP INDEX "vehicles_nameplate_id_idx";--> statement-breakpoint
DROP INDEX "vehicles_owner_id_idx";--> statement-breakpoint
CREATE INDEX "vehicles_nameplate_owner_price_idx" ON "vehicles" USING btree ("nameplate_id","owner_id","display_price");--> statement-breakpoint
CREATE INDEX "vehicles_owner_price_idx" ON "vehicles" USING btree ("owner_id","display_price");