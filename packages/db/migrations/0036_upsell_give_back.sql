-- Issue 34 item 5: an upsell style's unmade photos are given back like a run's; its row names
-- the order line that bought the style, one row a line.
ALTER TABLE "model_give_back" ADD COLUMN "order_line_id" uuid;--> statement-breakpoint
ALTER TABLE "model_give_back" ADD CONSTRAINT "model_give_back_order_line_id_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_line"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "model_give_back_line_idx" ON "model_give_back" USING btree ("order_line_id");