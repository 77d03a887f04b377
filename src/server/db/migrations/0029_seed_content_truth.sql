-- Issue 20: the demo content says only what is true. The FAQ no longer offers an airport car to add to a
-- booking (the catalogue has none) nor breakfast with every stay (some huts serve it on request), and each
-- demo partner's name, the alternative text of its logo, is what the logo spells. A database seeded before
-- gets the same words: only rows still holding the old seeded text change, never what staff wrote.
UPDATE faq SET answer = 'The resort lies on the Red Sea coast, about an hour and a half by road from the nearest airport. Airport transfers are not part of a booking: most guests drive or take a taxi, and there is shaded parking at several huts. Write to us before you travel and we will send you directions.' WHERE answer = 'The resort lies on the Red Sea coast, about an hour and a half by road from the nearest airport. We can arrange a private car from the airport on request; add it to your booking or write to us before you travel.';
--> statement-breakpoint
UPDATE faq SET answer_ar = 'يقع المنتجع على ساحل البحر الأحمر، على بُعد ساعة ونصف تقريبًا بالسيارة من أقرب مطار. ولا يشمل الحجز النقل من المطار؛ فأغلب ضيوفنا يأتون بسياراتهم أو بسيارة أجرة، وتتوفر مواقف مظلّلة عند عدد من الأكواخ. راسلنا قبل سفرك وسنرسل إليك وصف الطريق.' WHERE answer_ar = 'يقع المنتجع على ساحل البحر الأحمر، على بُعد ساعة ونصف تقريبًا بالسيارة من أقرب مطار. ويسعدنا ترتيب سيارة خاصة تقلّك من المطار عند الطلب؛ أضفها إلى حجزك أو راسلنا قبل سفرك.';
--> statement-breakpoint
UPDATE faq SET answer = 'It depends on the hut: where breakfast is listed under “With every stay”, it is served on your deck each morning at no extra cost; where it is listed under “On request”, ask us and we will arrange it. Either way it brings Saudi dishes, fresh fruit and Arabic coffee alongside an international selection.' WHERE answer = 'Every stay includes a daily breakfast served on your terrace or at the beach house, with Saudi dishes, fresh fruit and Arabic coffee alongside an international selection.';
--> statement-breakpoint
UPDATE faq SET answer_ar = 'يختلف ذلك من كوخ إلى آخر: إن ظهر الإفطار في قائمة «مع كل إقامة» فهو يُقدَّم على شرفتك كل صباح دون تكلفة إضافية، وإن ظهر في قائمة «عند الطلب» فأخبرنا وسنرتّبه لك. وفي الحالتين يجمع بين الأطباق السعودية والفواكه الطازجة والقهوة العربية وتشكيلة من المطبخ العالمي.' WHERE answer_ar = 'تشمل كل إقامة إفطارًا يوميًا يُقدَّم في شرفة كوخك أو في البيت الشاطئي، ويجمع بين الأطباق السعودية والفواكه الطازجة والقهوة العربية وتشكيلة من المطبخ العالمي.';
--> statement-breakpoint
UPDATE partners SET name = 'Red Sea Dive Co.' WHERE name = 'Red Sea Dive Centre' AND image = '/media/partners/partner-1.svg';
--> statement-breakpoint
UPDATE partners SET name = 'Al Wajh Marine' WHERE name = 'Coral Guardians' AND image = '/media/partners/partner-2.svg';
--> statement-breakpoint
UPDATE partners SET name = 'Sadu Crafts' WHERE name = 'Hejaz Kitchen' AND image = '/media/partners/partner-3.svg';
--> statement-breakpoint
UPDATE partners SET name = 'Coral Guardians' WHERE name = 'Desert Bloom Spa' AND image = '/media/partners/partner-4.svg';
--> statement-breakpoint
UPDATE partners SET name = 'Hejaz Kitchens' WHERE name = 'Blue Horizon Sailing' AND image = '/media/partners/partner-5.svg';
