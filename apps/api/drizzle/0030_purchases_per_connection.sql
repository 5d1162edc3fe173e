-- The planner told how many purchases a connection holds (decision 0082). ANALYZE reads a sample of
-- 30,000 rows; on 30 million purchases it sees most connections once and estimates about 50,000 of
-- them where there are 1.3 million, so it expects a connection's live purchases to be 54 where they are
-- about 20, and reads MY CONTENT by hashing the whole catalogue instead of looking up the few products
-- held. A negative n_distinct is a share of the rows and grows with the table: 0.043 is 23 purchases a
-- connection, the national data set's mean. It holds from the table's next ANALYZE.
ALTER TABLE "purchases" ALTER COLUMN "connection_id" SET (n_distinct = -0.043);
