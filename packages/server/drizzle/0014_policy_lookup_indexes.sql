CREATE INDEX "addresses_policy" ON "addresses" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "drivers_policy" ON "drivers" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_changes_policy_version" ON "policy_changes" USING btree ("policy_id","version");--> statement-breakpoint
CREATE INDEX "vehicles_policy" ON "vehicles" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "vehicles_registration" ON "vehicles" USING btree ("registration");--> statement-breakpoint
CREATE INDEX "quote_events_quote" ON "quote_events" USING btree ("quote_id");