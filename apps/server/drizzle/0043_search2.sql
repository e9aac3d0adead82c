-- A small GIN pending list for the article search (kB; the default is 4 MB): every search scans
-- the whole list of rows not yet merged into the index. ALTER instead of drizzle-kit's drop and
-- re-create: same index, no rebuild.
ALTER INDEX "article_search_gin" SET (gin_pending_list_limit = 256);
