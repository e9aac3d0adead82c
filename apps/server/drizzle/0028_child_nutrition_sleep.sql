CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"nutrient" text NOT NULL,
	"ingredients" text NOT NULL,
	"method" text NOT NULL,
	"suitable_age" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sleep_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sleep_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"day" date NOT NULL,
	"hours" real NOT NULL,
	"remark" text,
	"created_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "table_code" text;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "unit_name" text;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "unit_grams" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sleep_records" ADD CONSTRAINT "sleep_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sleep_records" ADD CONSTRAINT "sleep_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sleep_records" ADD CONSTRAINT "sleep_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_code_uq" ON "recipes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sleep_records_day_uq" ON "sleep_records" USING btree ("project_id","patient_id","day");
--> statement-breakpoint
-- custom (keep at merge)
-- Issue 13 section 2, food bank: values per 100 g edible portion from the China Food Composition
-- Tables, standard edition, 6th ed. (中国食物成分表 标准版 第6版, 杨月欣主编, 北京大学医学出版社
-- 2018/2019), "能量和食物一般营养成分" tables, as read in github.com/Sanotsu/china-food-composition-data
-- (json_data_vision, checked against the same repository's OCR json_data); table_code is the book's
-- food code. unit_name / unit_grams are household portions we chose (edible grams), not the table's.
-- Rows seeded by 0014 are corrected to these values by code; rows with no 6th-edition value
-- (table_code null: 馒头, 煮面条, 燕麦片, 白砂糖) stay for old meals but are no longer offered.
INSERT INTO "foods" ("code", "table_code", "name", "category", "energy_kcal", "protein", "fat", "carbohydrate", "unit_name", "unit_grams", "sort") VALUES
('cereal-01', '012101', '粳米（标一，生）', '谷薯类', 345, 7.7, 0.6, 77.4, '1两（生米）', 50, 101),
('cereal-02', '012401x', '米饭（蒸）', '谷薯类', 116, 2.6, 0.3, 25.9, '1碗', 150, 102),
('cereal-03', '011206', '小麦粉（标准粉）', '谷薯类', 362, 15.7, 2.5, 70.9, '1两', 50, 103),
('cereal-11', '012404', '粳米粥', '谷薯类', 46, 1.1, 0.3, 9.9, '1碗', 250, 104),
('cereal-12', '015103', '小米粥', '谷薯类', 46, 1.4, 0.7, 8.4, '1碗', 250, 105),
('cereal-13', '011305x', '面条（生）', '谷薯类', 301, 8.9, 0.6, 65.6, '1两（生面）', 50, 106),
('cereal-14', '011301x', '挂面', '谷薯类', 353, 11.4, 0.9, 75.1, '1两', 50, 107),
('cereal-06', '015101', '小米', '谷薯类', 361, 9, 3.1, 75.1, '1两', 50, 108),
('cereal-15', '013109', '玉米面（黄）', '谷薯类', 350, 8.5, 1.5, 78.4, '1两', 50, 109),
('cereal-08', '013101', '玉米（鲜）', '谷薯类', 112, 4, 1.2, 22.8, '1根（可食部）', 100, 110),
('cereal-09', '021101', '马铃薯（土豆）', '谷薯类', 81, 2.6, 0.2, 17.8, '1个（中等）', 150, 111),
('cereal-10', '021205', '甘薯（红心，红薯）', '谷薯类', 61, 0.7, 0.2, 15.3, '1个（中等）', 200, 112),
('cereal-16', '047104', '山药（鲜）', '谷薯类', 57, 1.9, 0.2, 12.4, '1段', 100, 113),
('veg-01', '045101x', '大白菜', '蔬菜类', 20, 1.6, 0.2, 3.4, '1份', 100, 201),
('veg-08', '045120', '小白菜（青菜）', '蔬菜类', 14, 1.4, 0.3, 2.4, '1份', 100, 202),
('veg-09', '045125', '油菜', '蔬菜类', 14, 1.3, 0.5, 2, '1份', 100, 203),
('veg-02', '045301', '菠菜', '蔬菜类', 28, 2.6, 0.3, 4.5, '1份', 100, 204),
('veg-10', '045333', '生菜', '蔬菜类', 12, 1.6, 0.4, 1.1, '1份', 100, 205),
('veg-11', '045210', '圆白菜（结球甘蓝）', '蔬菜类', 17, 0.9, 0.2, 4, '1份', 100, 206),
('veg-07', '045217', '西兰花', '蔬菜类', 27, 3.5, 0.6, 3.7, '1份', 100, 207),
('veg-12', '045216', '菜花', '蔬菜类', 20, 1.7, 0.2, 4.2, '1份', 100, 208),
('veg-06', '045312', '芹菜茎', '蔬菜类', 22, 1.2, 0.2, 4.5, '1份', 100, 209),
('veg-03', '043119', '番茄（西红柿）', '蔬菜类', 15, 0.9, 0.2, 3.3, '1个（中等）', 150, 210),
('veg-04', '043208', '黄瓜', '蔬菜类', 16, 0.8, 0.2, 2.9, '1根', 200, 211),
('veg-05', '041201', '胡萝卜（红）', '蔬菜类', 39, 1, 0.2, 8.8, '1根', 100, 212),
('veg-13', '043213', '南瓜', '蔬菜类', 23, 0.7, 0.1, 5.3, '1份', 100, 213),
('veg-14', '043101x', '茄子', '蔬菜类', 23, 1.1, 0.2, 4.9, '1份', 100, 214),
('veg-15', '043221', '冬瓜', '蔬菜类', 10, 0.3, 0.2, 2.4, '1份', 100, 215),
('veg-16', '042104', '豆角', '蔬菜类', 34, 2.5, 0.2, 6.7, '1份', 100, 216),
('veg-17', '042106', '荷兰豆', '蔬菜类', 30, 2.5, 0.3, 4.9, '1份', 100, 217),
('veg-18', '042206', '绿豆芽', '蔬菜类', 16, 1.7, 0.1, 2.6, '1份', 100, 218),
('veg-19', '043124', '甜椒（柿子椒）', '蔬菜类', 18, 1, 0.2, 3.8, '1个', 100, 219),
('veg-20', '044301', '洋葱', '蔬菜类', 40, 1.1, 0.2, 9, '1份', 100, 220),
('veg-21', '045324', '莴笋', '蔬菜类', 15, 1, 0.1, 2.8, '1份', 100, 221),
('veg-22', '046010', '藕（莲藕）', '蔬菜类', 47, 1.2, 0.2, 11.5, '1份', 100, 222),
('veg-23', '051011', '蘑菇（鲜）', '蔬菜类', 24, 2.7, 0.1, 4.1, '1份', 100, 223),
('veg-24', '051019', '香菇（鲜）', '蔬菜类', 26, 2.2, 0.3, 5.2, '1份', 50, 224),
('veg-25', '051014', '木耳（水发）', '蔬菜类', 27, 1.5, 0.2, 6, '1份', 50, 225),
('veg-26', '052002', '海带（鲜）', '蔬菜类', 13, 1.2, 0.1, 2.1, '1份', 50, 226),
('veg-27', '052008', '紫菜（干）', '蔬菜类', 250, 26.7, 1.1, 44.1, '1小把', 5, 227),
('fruit-01', '061101x', '苹果', '水果类', 53, 0.4, 0.2, 13.7, '1个（可食部）', 200, 301),
('fruit-02', '065033', '香蕉', '水果类', 93, 1.4, 0.2, 22, '1根（可食部）', 120, 302),
('fruit-03', '064101', '橙', '水果类', 48, 0.8, 0.2, 11.1, '1个（可食部）', 150, 303),
('fruit-07', '064206', '蜜橘', '水果类', 45, 0.8, 0.4, 10.3, '1个（可食部）', 100, 304),
('fruit-04', '061201x', '梨', '水果类', 51, 0.3, 0.1, 13.1, '1个（可食部）', 200, 305),
('fruit-05', '066201x', '西瓜', '水果类', 31, 0.5, 0.3, 6.8, '1块（可食部）', 200, 306),
('fruit-06', '063101x', '葡萄', '水果类', 45, 0.4, 0.3, 10.3, '1小串', 100, 307),
('fruit-08', '063910', '草莓', '水果类', 32, 1, 0.2, 7.1, '5颗', 100, 308),
('fruit-09', '063909', '猕猴桃', '水果类', 61, 0.8, 0.6, 14.5, '1个（可食部）', 80, 309),
('fruit-10', '062101x', '桃', '水果类', 42, 0.6, 0.1, 10.1, '1个（可食部）', 150, 310),
('fruit-11', '065011', '芒果', '水果类', 35, 0.6, 0.2, 8.3, '1个（可食部）', 150, 311),
('fruit-12', '066103', '哈密瓜', '水果类', 34, 0.5, 0.1, 7.9, '1块（可食部）', 150, 312),
('fruit-13', '062902', '樱桃', '水果类', 46, 1.1, 0.2, 10.2, '10颗', 80, 313),
('fruit-14', '065023', '火龙果', '水果类', 55, 1.1, 0.2, 13.3, '半个（可食部）', 150, 314),
('meat-01', '081110', '猪肉（瘦）', '畜禽肉类', 143, 20.3, 6.2, 1.5, '1份', 50, 401),
('meat-02', '081101x', '猪肉（肥瘦）', '畜禽肉类', 331, 15.1, 30.1, 0, '1份', 50, 402),
('meat-06', '081131', '猪小排', '畜禽肉类', 295, 16.8, 25.3, 0, '1份', 100, 403),
('meat-03', '082108x', '牛肉（瘦）', '畜禽肉类', 113, 21.3, 2.5, 1.3, '1份', 50, 404),
('meat-07', '083101x', '羊肉', '畜禽肉类', 139, 18.5, 6.5, 1.6, '1份', 50, 405),
('meat-04', '091101x', '鸡', '畜禽肉类', 145, 20.3, 6.7, 0.9, '1份', 100, 406),
('meat-05', '091112', '鸡胸脯肉', '畜禽肉类', 118, 24.6, 1.9, 0.6, '1份', 50, 407),
('meat-08', '091113', '鸡腿', '畜禽肉类', 146, 20.2, 7.2, 0, '1只（可食部）', 100, 408),
('meat-09', '091114', '鸡翅', '畜禽肉类', 202, 19, 11.5, 5.5, '1只（可食部）', 50, 409),
('meat-10', '092101x', '鸭', '畜禽肉类', 240, 15.5, 19.7, 0.2, '1份', 100, 410),
('fish-01', '121102', '草鱼', '鱼虾类', 113, 16.6, 5.2, 0, '1份', 100, 501),
('fish-02', '121123', '鲫鱼', '鱼虾类', 108, 17.1, 2.7, 3.8, '1份', 100, 502),
('fish-03', '121203', '带鱼', '鱼虾类', 127, 17.7, 4.9, 3.1, '1段', 50, 503),
('fish-05', '121226', '鲈鱼', '鱼虾类', 105, 18.6, 3.4, 0, '1份', 100, 504),
('fish-06', '121228', '三文鱼（鲑鱼）', '鱼虾类', 139, 17.2, 7.8, 0, '1份', 50, 505),
('fish-04', '122106', '对虾', '鱼虾类', 93, 18.6, 0.8, 2.8, '3只（可食部）', 50, 506),
('fish-07', '122109', '基围虾', '鱼虾类', 101, 18.2, 1.4, 3.9, '5只（可食部）', 50, 507),
('egg-01', '111101x', '鸡蛋', '蛋奶类', 139, 13.1, 8.6, 2.4, '1个（可食部）', 50, 601),
('egg-04', '111204', '鸡蛋（煮）', '蛋奶类', 143, 12.1, 10.5, 0.1, '1个（可食部）', 50, 602),
('egg-05', '114101', '鹌鹑蛋', '蛋奶类', 160, 12.8, 11.1, 2.1, '1个（可食部）', 10, 603),
('egg-02', '101101x', '纯牛奶（全脂）', '蛋奶类', 65, 3.3, 3.6, 4.9, '1杯', 250, 604),
('egg-06', '101152x', '纯牛奶（低脂）', '蛋奶类', 47, 3.5, 1.5, 4.8, '1杯', 250, 605),
('egg-03', '103001x', '酸奶（全脂）', '蛋奶类', 86, 2.8, 2.6, 12.9, '1杯', 100, 606),
('egg-07', '102101x', '全脂奶粉', '蛋奶类', 482, 19.9, 22.3, 50.5, '1勺', 10, 607),
('egg-08', '102301x', '儿童配方奶粉', '蛋奶类', 454, 19, 17.3, 56.1, '1勺', 10, 608),
('bean-01', '031101', '黄豆（大豆）', '大豆坚果类', 390, 35, 16, 34.2, '1两', 50, 701),
('bean-02', '031301x', '豆腐', '大豆坚果类', 84, 6.6, 5.3, 3.4, '1块', 100, 702),
('bean-05', '031510x', '豆腐干', '大豆坚果类', 197, 14.9, 11.3, 9.6, '1块', 50, 703),
('bean-06', '031405', '豆浆', '大豆坚果类', 31, 3, 1.6, 1.2, '1杯', 250, 704),
('bean-03', '072004', '花生仁（生）', '大豆坚果类', 574, 24.8, 44.3, 21.7, '1小把', 15, 705),
('bean-04', '071004', '核桃（干）', '大豆坚果类', 646, 14.9, 58.8, 19.1, '2个（可食部）', 10, 706),
('bean-07', '072008', '葵花子仁', '大豆坚果类', 615, 19.1, 53.4, 16.7, '1小把', 10, 707),
('oil-01', '192004', '大豆油', '油糖类', 899, 0, 99.9, 0, '1瓷勺', 10, 801),
('oil-03', '192007', '花生油', '油糖类', 899, 0, 99.9, 0, '1瓷勺', 10, 802),
('oil-04', '192017', '芝麻油（香油）', '油糖类', 898, 0, 99.7, 0.2, '1小勺', 5, 803)
ON CONFLICT ("code") DO UPDATE SET "table_code" = EXCLUDED."table_code", "name" = EXCLUDED."name",
  "category" = EXCLUDED."category", "energy_kcal" = EXCLUDED."energy_kcal", "protein" = EXCLUDED."protein",
  "fat" = EXCLUDED."fat", "carbohydrate" = EXCLUDED."carbohydrate", "unit_name" = EXCLUDED."unit_name",
  "unit_grams" = EXCLUDED."unit_grams", "sort" = EXCLUDED."sort", "active" = true;
--> statement-breakpoint
UPDATE "foods" SET "active" = false WHERE "table_code" IS NULL;
--> statement-breakpoint
-- Recipe suggestions for a nutrient a child's day scored low on (our own rows, shown as 规则建议).
INSERT INTO "recipes" ("code", "name", "nutrient", "ingredients", "method", "suitable_age", "sort") VALUES
('energy-01', '南瓜小米粥配鸡蛋饼', 'energy', '小米、南瓜、鸡蛋、面粉、少量植物油', '小米与南瓜丁同煮成粥；鸡蛋加面粉和水调糊，平底锅少油摊成薄饼，切块佐粥。', '2岁以上', 101),
('energy-02', '土豆牛肉烩饭', 'energy', '米饭、牛肉（瘦）、土豆、胡萝卜、洋葱', '牛肉切丁焯水，与土豆丁、胡萝卜丁、洋葱同炒后加水焖软，浇在米饭上。', '3岁以上', 102),
('energy-03', '香蕉牛奶燕麦糊', 'energy', '纯牛奶、香蕉、燕麦（或小米粉）', '牛奶小火加热，加入燕麦煮稠，离火后拌入香蕉泥，作为上午加餐。', '1岁以上', 103),
('energy-04', '鸡肉蔬菜馄饨', 'energy', '面粉皮、鸡胸肉、白菜、香菇、紫菜', '鸡胸肉与白菜、香菇剁馅包成小馄饨，煮熟后用紫菜清汤盛出。', '2岁以上', 104),
('protein-01', '番茄鸡蛋豆腐汤', 'protein', '鸡蛋、豆腐、番茄', '番茄炒出汁后加水煮开，放入豆腐块，淋入蛋液成蛋花，少盐调味。', '1岁以上', 201),
('protein-02', '清蒸鲈鱼', 'protein', '鲈鱼、葱、姜', '鲈鱼洗净划刀，铺葱姜蒸8～10分钟，取鱼腹少刺部分给孩子，仔细挑刺。', '1岁以上', 202),
('protein-03', '虾仁西兰花炒蛋', 'protein', '对虾（虾仁）、鸡蛋、西兰花', '西兰花焯水，虾仁滑炒至变色，与炒散的鸡蛋同炒，少油少盐。', '2岁以上', 203),
('protein-04', '牛奶蒸蛋', 'protein', '鸡蛋、纯牛奶', '鸡蛋与等量牛奶搅匀过筛，盖盘小火蒸10分钟，嫩滑易消化。', '1岁以上', 204),
('fat-01', '核桃芝麻糊', 'fat', '核桃、黑芝麻、糯米粉或米粉', '核桃与芝麻炒香磨碎，加米粉和水小火煮成糊，作为加餐。', '2岁以上', 301),
('fat-02', '香煎三文鱼', 'fat', '三文鱼、少量植物油、柠檬', '三文鱼切块，平底锅少油两面煎熟，挤少许柠檬汁去腥。', '2岁以上', 302),
('fat-03', '花生酱拌面', 'fat', '面条、花生（磨酱）、黄瓜丝', '面条煮熟过凉，拌入温水调开的花生酱和黄瓜丝；花生过敏的孩子不要吃。', '3岁以上', 303),
('fat-04', '蛋黄土豆泥', 'fat', '土豆、鸡蛋黄、少量黄油或植物油', '土豆蒸熟压泥，拌入熟蛋黄和少量油脂，口感细腻。', '1岁以上', 304),
('carbohydrate-01', '红薯蒸饭', 'carbohydrate', '大米、红薯', '红薯切丁与大米同蒸，主食中加入薯类，增加碳水化合物和膳食纤维。', '1岁以上', 401),
('carbohydrate-02', '山药小米粥', 'carbohydrate', '小米、山药', '山药去皮切块，与小米同煮至软烂。', '1岁以上', 402),
('carbohydrate-03', '玉米面发糕', 'carbohydrate', '玉米面、面粉、鸡蛋、酵母', '玉米面与面粉按1:2混合，加蛋液和酵母发酵后上锅蒸25分钟，切块作早餐主食。', '2岁以上', 403),
('carbohydrate-04', '水果酸奶杯', 'carbohydrate', '酸奶、苹果、香蕉、草莓', '水果切小丁拌入酸奶，作为午后加餐。', '1岁以上', 404)
ON CONFLICT ("code") DO NOTHING;
