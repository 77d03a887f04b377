-- The demo catalogue's pictures are now the resort's own art in WebP at several widths (scripts/art);
-- the old placeholder SVGs are gone. A database seeded before points at them: move exactly those rows
-- (a picture staff chose or uploaded is never touched) to the new files, with sizes for srcset.
UPDATE huts SET main_image = '/media/huts/hut-1-a-1600.webp' WHERE main_image = '/media/huts/hut-1-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-1-a-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-1-a-480.webp","width":480,"height":320},{"url":"/media/huts/hut-1-a-960.webp","width":960,"height":640},{"url":"/media/huts/hut-1-a-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-1-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-1-b-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-1-b-480.webp","width":480,"height":320},{"url":"/media/huts/hut-1-b-960.webp","width":960,"height":640},{"url":"/media/huts/hut-1-b-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-1-b.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-1-c-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-1-c-480.webp","width":480,"height":320},{"url":"/media/huts/hut-1-c-960.webp","width":960,"height":640},{"url":"/media/huts/hut-1-c-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-1-c.svg';
--> statement-breakpoint
UPDATE ken_items SET image = '/media/items/item-1-640.webp' WHERE image = '/media/items/item-1.svg';
--> statement-breakpoint
UPDATE huts SET main_image = '/media/huts/hut-2-a-1600.webp' WHERE main_image = '/media/huts/hut-2-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-2-a-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-2-a-480.webp","width":480,"height":320},{"url":"/media/huts/hut-2-a-960.webp","width":960,"height":640},{"url":"/media/huts/hut-2-a-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-2-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-2-b-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-2-b-480.webp","width":480,"height":320},{"url":"/media/huts/hut-2-b-960.webp","width":960,"height":640},{"url":"/media/huts/hut-2-b-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-2-b.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-2-c-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-2-c-480.webp","width":480,"height":320},{"url":"/media/huts/hut-2-c-960.webp","width":960,"height":640},{"url":"/media/huts/hut-2-c-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-2-c.svg';
--> statement-breakpoint
UPDATE ken_items SET image = '/media/items/item-2-640.webp' WHERE image = '/media/items/item-2.svg';
--> statement-breakpoint
UPDATE huts SET main_image = '/media/huts/hut-3-a-1600.webp' WHERE main_image = '/media/huts/hut-3-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-3-a-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-3-a-480.webp","width":480,"height":320},{"url":"/media/huts/hut-3-a-960.webp","width":960,"height":640},{"url":"/media/huts/hut-3-a-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-3-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-3-b-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-3-b-480.webp","width":480,"height":320},{"url":"/media/huts/hut-3-b-960.webp","width":960,"height":640},{"url":"/media/huts/hut-3-b-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-3-b.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-3-c-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-3-c-480.webp","width":480,"height":320},{"url":"/media/huts/hut-3-c-960.webp","width":960,"height":640},{"url":"/media/huts/hut-3-c-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-3-c.svg';
--> statement-breakpoint
UPDATE ken_items SET image = '/media/items/item-3-640.webp' WHERE image = '/media/items/item-3.svg';
--> statement-breakpoint
UPDATE huts SET main_image = '/media/huts/hut-4-a-1600.webp' WHERE main_image = '/media/huts/hut-4-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-4-a-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-4-a-480.webp","width":480,"height":320},{"url":"/media/huts/hut-4-a-960.webp","width":960,"height":640},{"url":"/media/huts/hut-4-a-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-4-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-4-b-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-4-b-480.webp","width":480,"height":320},{"url":"/media/huts/hut-4-b-960.webp","width":960,"height":640},{"url":"/media/huts/hut-4-b-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-4-b.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-4-c-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-4-c-480.webp","width":480,"height":320},{"url":"/media/huts/hut-4-c-960.webp","width":960,"height":640},{"url":"/media/huts/hut-4-c-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-4-c.svg';
--> statement-breakpoint
UPDATE ken_items SET image = '/media/items/item-4-640.webp' WHERE image = '/media/items/item-4.svg';
--> statement-breakpoint
UPDATE huts SET main_image = '/media/huts/hut-5-a-1600.webp' WHERE main_image = '/media/huts/hut-5-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-5-a-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-5-a-480.webp","width":480,"height":320},{"url":"/media/huts/hut-5-a-960.webp","width":960,"height":640},{"url":"/media/huts/hut-5-a-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-5-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-5-b-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-5-b-480.webp","width":480,"height":320},{"url":"/media/huts/hut-5-b-960.webp","width":960,"height":640},{"url":"/media/huts/hut-5-b-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-5-b.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-5-c-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-5-c-480.webp","width":480,"height":320},{"url":"/media/huts/hut-5-c-960.webp","width":960,"height":640},{"url":"/media/huts/hut-5-c-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-5-c.svg';
--> statement-breakpoint
UPDATE ken_items SET image = '/media/items/item-5-640.webp' WHERE image = '/media/items/item-5.svg';
--> statement-breakpoint
UPDATE huts SET main_image = '/media/huts/hut-6-a-1600.webp' WHERE main_image = '/media/huts/hut-6-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-6-a-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-6-a-480.webp","width":480,"height":320},{"url":"/media/huts/hut-6-a-960.webp","width":960,"height":640},{"url":"/media/huts/hut-6-a-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-6-a.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-6-b-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-6-b-480.webp","width":480,"height":320},{"url":"/media/huts/hut-6-b-960.webp","width":960,"height":640},{"url":"/media/huts/hut-6-b-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-6-b.svg';
--> statement-breakpoint
UPDATE hut_images SET image = '/media/huts/hut-6-c-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/huts/hut-6-c-480.webp","width":480,"height":320},{"url":"/media/huts/hut-6-c-960.webp","width":960,"height":640},{"url":"/media/huts/hut-6-c-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/huts/hut-6-c.svg';
--> statement-breakpoint
UPDATE ken_items SET image = '/media/items/item-6-640.webp' WHERE image = '/media/items/item-6.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-1-1600.webp' WHERE image = '/media/events/event-1.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-1-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-1-480.webp","width":480,"height":320},{"url":"/media/events/event-1-960.webp","width":960,"height":640},{"url":"/media/events/event-1-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-1.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-2-1600.webp' WHERE image = '/media/events/event-2.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-2-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-2-480.webp","width":480,"height":320},{"url":"/media/events/event-2-960.webp","width":960,"height":640},{"url":"/media/events/event-2-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-2.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-3-1600.webp' WHERE image = '/media/events/event-3.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-3-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-3-480.webp","width":480,"height":320},{"url":"/media/events/event-3-960.webp","width":960,"height":640},{"url":"/media/events/event-3-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-3.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-4-1600.webp' WHERE image = '/media/events/event-4.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-4-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-4-480.webp","width":480,"height":320},{"url":"/media/events/event-4-960.webp","width":960,"height":640},{"url":"/media/events/event-4-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-4.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-5-1600.webp' WHERE image = '/media/events/event-5.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-5-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-5-480.webp","width":480,"height":320},{"url":"/media/events/event-5-960.webp","width":960,"height":640},{"url":"/media/events/event-5-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-5.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-6-1600.webp' WHERE image = '/media/events/event-6.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-6-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-6-480.webp","width":480,"height":320},{"url":"/media/events/event-6-960.webp","width":960,"height":640},{"url":"/media/events/event-6-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-6.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-7-1600.webp' WHERE image = '/media/events/event-7.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-7-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-7-480.webp","width":480,"height":320},{"url":"/media/events/event-7-960.webp","width":960,"height":640},{"url":"/media/events/event-7-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-7.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-8-1600.webp' WHERE image = '/media/events/event-8.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-8-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-8-480.webp","width":480,"height":320},{"url":"/media/events/event-8-960.webp","width":960,"height":640},{"url":"/media/events/event-8-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-8.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-9-1600.webp' WHERE image = '/media/events/event-9.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-9-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-9-480.webp","width":480,"height":320},{"url":"/media/events/event-9-960.webp","width":960,"height":640},{"url":"/media/events/event-9-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-9.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-10-1600.webp' WHERE image = '/media/events/event-10.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-10-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-10-480.webp","width":480,"height":320},{"url":"/media/events/event-10-960.webp","width":960,"height":640},{"url":"/media/events/event-10-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-10.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-11-1600.webp' WHERE image = '/media/events/event-11.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-11-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-11-480.webp","width":480,"height":320},{"url":"/media/events/event-11-960.webp","width":960,"height":640},{"url":"/media/events/event-11-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-11.svg';
--> statement-breakpoint
UPDATE events SET image = '/media/events/event-12-1600.webp' WHERE image = '/media/events/event-12.svg';
--> statement-breakpoint
UPDATE event_images SET image = '/media/events/event-12-1600.webp', width = 1600, height = 1067, variants = '[{"url":"/media/events/event-12-480.webp","width":480,"height":320},{"url":"/media/events/event-12-960.webp","width":960,"height":640},{"url":"/media/events/event-12-1600.webp","width":1600,"height":1067}]'::jsonb WHERE image = '/media/events/event-12.svg';
--> statement-breakpoint
UPDATE services SET image = '/media/services/service-1-1600.webp' WHERE image = '/media/services/service-1.svg';
--> statement-breakpoint
UPDATE service_images SET image = '/media/services/service-1-1600.webp', width = 1600, height = 0, variants = '[{"url":"/media/services/service-1-480.webp","width":480,"height":0},{"url":"/media/services/service-1-960.webp","width":960,"height":0},{"url":"/media/services/service-1-1600.webp","width":1600,"height":0}]'::jsonb WHERE image = '/media/services/service-1.svg';
--> statement-breakpoint
UPDATE services SET image = '/media/services/service-2-1600.webp' WHERE image = '/media/services/service-2.svg';
--> statement-breakpoint
UPDATE service_images SET image = '/media/services/service-2-1600.webp', width = 1600, height = 0, variants = '[{"url":"/media/services/service-2-480.webp","width":480,"height":0},{"url":"/media/services/service-2-960.webp","width":960,"height":0},{"url":"/media/services/service-2-1600.webp","width":1600,"height":0}]'::jsonb WHERE image = '/media/services/service-2.svg';
--> statement-breakpoint
UPDATE services SET image = '/media/services/service-3-1600.webp' WHERE image = '/media/services/service-3.svg';
--> statement-breakpoint
UPDATE service_images SET image = '/media/services/service-3-1600.webp', width = 1600, height = 0, variants = '[{"url":"/media/services/service-3-480.webp","width":480,"height":0},{"url":"/media/services/service-3-960.webp","width":960,"height":0},{"url":"/media/services/service-3-1600.webp","width":1600,"height":0}]'::jsonb WHERE image = '/media/services/service-3.svg';
--> statement-breakpoint
UPDATE services SET image = '/media/services/service-4-1600.webp' WHERE image = '/media/services/service-4.svg';
--> statement-breakpoint
UPDATE service_images SET image = '/media/services/service-4-1600.webp', width = 1600, height = 0, variants = '[{"url":"/media/services/service-4-480.webp","width":480,"height":0},{"url":"/media/services/service-4-960.webp","width":960,"height":0},{"url":"/media/services/service-4-1600.webp","width":1600,"height":0}]'::jsonb WHERE image = '/media/services/service-4.svg';
--> statement-breakpoint
UPDATE services SET image = '/media/services/service-5-1600.webp' WHERE image = '/media/services/service-5.svg';
--> statement-breakpoint
UPDATE service_images SET image = '/media/services/service-5-1600.webp', width = 1600, height = 0, variants = '[{"url":"/media/services/service-5-480.webp","width":480,"height":0},{"url":"/media/services/service-5-960.webp","width":960,"height":0},{"url":"/media/services/service-5-1600.webp","width":1600,"height":0}]'::jsonb WHERE image = '/media/services/service-5.svg';
--> statement-breakpoint
UPDATE services SET image = '/media/services/service-6-1600.webp' WHERE image = '/media/services/service-6.svg';
--> statement-breakpoint
UPDATE service_images SET image = '/media/services/service-6-1600.webp', width = 1600, height = 0, variants = '[{"url":"/media/services/service-6-480.webp","width":480,"height":0},{"url":"/media/services/service-6-960.webp","width":960,"height":0},{"url":"/media/services/service-6-1600.webp","width":1600,"height":0}]'::jsonb WHERE image = '/media/services/service-6.svg';
--> statement-breakpoint
UPDATE services SET image = '/media/services/service-7-1600.webp' WHERE image = '/media/services/service-7.svg';
--> statement-breakpoint
UPDATE service_images SET image = '/media/services/service-7-1600.webp', width = 1600, height = 0, variants = '[{"url":"/media/services/service-7-480.webp","width":480,"height":0},{"url":"/media/services/service-7-960.webp","width":960,"height":0},{"url":"/media/services/service-7-1600.webp","width":1600,"height":0}]'::jsonb WHERE image = '/media/services/service-7.svg';
--> statement-breakpoint
UPDATE services SET image = '/media/services/service-8-1600.webp' WHERE image = '/media/services/service-8.svg';
--> statement-breakpoint
UPDATE service_images SET image = '/media/services/service-8-1600.webp', width = 1600, height = 0, variants = '[{"url":"/media/services/service-8-480.webp","width":480,"height":0},{"url":"/media/services/service-8-960.webp","width":960,"height":0},{"url":"/media/services/service-8-1600.webp","width":1600,"height":0}]'::jsonb WHERE image = '/media/services/service-8.svg';
--> statement-breakpoint
UPDATE about_us SET main_image = '/media/content/about-main-1200.webp' WHERE main_image = '/media/content/about-main.svg';
--> statement-breakpoint
UPDATE about_us SET vision_image = '/media/content/vision-1200.webp' WHERE vision_image = '/media/content/vision.svg';
--> statement-breakpoint
UPDATE about_us SET mission_image = '/media/content/mission-1200.webp' WHERE mission_image = '/media/content/mission.svg';
--> statement-breakpoint
UPDATE stories SET image = '/media/content/story-1-1200.webp' WHERE image = '/media/content/story-1.svg';
--> statement-breakpoint
UPDATE stories SET image = '/media/content/story-2-1200.webp' WHERE image = '/media/content/story-2.svg';
--> statement-breakpoint
UPDATE stories SET image = '/media/content/story-3-1200.webp' WHERE image = '/media/content/story-3.svg';
--> statement-breakpoint
UPDATE our_services SET image = '/media/content/service-1-1200.webp' WHERE image = '/media/content/service-1.svg';
--> statement-breakpoint
UPDATE special_about_us SET image = '/media/content/special-1-1200.webp' WHERE image = '/media/content/special-1.svg';
--> statement-breakpoint
UPDATE our_services SET image = '/media/content/service-2-1200.webp' WHERE image = '/media/content/service-2.svg';
--> statement-breakpoint
UPDATE special_about_us SET image = '/media/content/special-2-1200.webp' WHERE image = '/media/content/special-2.svg';
--> statement-breakpoint
UPDATE our_services SET image = '/media/content/service-3-1200.webp' WHERE image = '/media/content/service-3.svg';
--> statement-breakpoint
UPDATE special_about_us SET image = '/media/content/special-3-1200.webp' WHERE image = '/media/content/special-3.svg';
--> statement-breakpoint
UPDATE our_services SET image = '/media/content/service-4-1200.webp' WHERE image = '/media/content/service-4.svg';
--> statement-breakpoint
UPDATE special_about_us SET image = '/media/content/special-4-1200.webp' WHERE image = '/media/content/special-4.svg';

