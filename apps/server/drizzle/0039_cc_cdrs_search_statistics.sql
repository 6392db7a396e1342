-- Call records' search (issue 13 item 7): a finer sample of search_text, so the planner's estimate of a
-- contains-search (LIKE '%term%', matched against the column's histogram) tells a term in 0.03% of a
-- million records from one in 1%. At the default 100 buckets a term is seen in 0 or 1 of them: estimated
-- at 95 or 9,600 records whatever its real count, and the list walked 100,000 records by time for a rare
-- term the planner thought common (1.6 s) instead of reading its few hundred through the trigram index.
ALTER TABLE "cc_cdrs" ALTER COLUMN "search_text" SET STATISTICS 1000;
