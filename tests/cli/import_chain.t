# A bulk import links the deals of each table it makes as they are written
# (src/db/chain.c); a table whose deals come out of order, or that the file
# comes back to, is linked at COMMIT instead. Both ways give the same chain,
# link for link: the same file imported as it is and reversed.

$ cp $EXAMPLES/league/deals.csv deals.csv && SOURCE_DATE_EPOCH=1773480000 referee --db a.db import deals.csv
deals.csv: 240 deals imported

$ mkdir rev && head -1 deals.csv > rev/deals.csv && tail -n +2 deals.csv | tac >> rev/deals.csv && cd rev && SOURCE_DATE_EPOCH=1773480000 referee --db ../b.db import deals.csv
deals.csv: 240 deals imported

$ mkdir mix && head -1 deals.csv > mix/deals.csv && tail -n +2 deals.csv | awk 'NR % 2 == 1' >> mix/deals.csv && tail -n +2 deals.csv | awk 'NR % 2 == 0' >> mix/deals.csv && cd mix && SOURCE_DATE_EPOCH=1773480000 referee --db ../c.db import deals.csv
deals.csv: 240 deals imported

$ for db in a b c; do sqlite3 $db.db "SELECT e.name, t.session, t.number, c.seq, c.number, c.version, lower(hex(c.hash)) FROM deal_chain c JOIN play_table t ON t.id = c.table_id JOIN event e ON e.id = t.event_id ORDER BY 1, 2, 3, 4" > $db.txt; done && cmp a.txt b.txt && cmp a.txt c.txt && wc -l < a.txt
240

$ referee --db a.db verify && referee --db b.db verify && referee --db c.db verify
ok
ok
ok
