# The protocol's words for players (issue 30): the seat is not a rank
# ("miejsce przy stole" next to "lokata"), an incomplete table's foot is not
# final, the chain head says what to do with it, every sheet of a session
# names the event and carries its page number, and a printed page has the
# title at its top and "page N of M" at its bottom.

$ referee event add --date 2026-03-14 --deals 4 "GP Puck" > /dev/null && referee table seat "GP Puck" -s 1 -t 1 --new Ala Bartek Celina Darek > /dev/null && referee table seat "GP Puck" -s 1 -t 2 --new Ewa Felek Gosia Henio > /dev/null

$ for i in 1 2 3 4; do SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Puck" -s 1 -t 1 --contract zolo --declarer $i --eyes 70 > /dev/null || exit; done && SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Puck" -s 1 -t 2 --contract zolo --declarer 1 --eyes 70 > /dev/null

A complete table's foot is final; table 2 has 1 deal of 4, so its foot is not.

$ referee protocol "GP Puck" -s 1 | grep -E '^GP Puck|points|^chain head' | sed 's/^chain head: [0-9a-f]\{4\}\( [0-9a-f]\{4\}\)\{3\} (/chain head: HASH (/'
GP Puck — session 1, table 1 (2026-03-14), page 1 of 2
final small points and table points (5/3/1/0, ties share, §7.4):
seat  player  small points  place  table points
chain head: HASH (write it on the paper sheet; any change to a
GP Puck — session 1, table 2 (2026-03-14), page 2 of 2
small points after deal 1 of 4 and table points so far (5/3/1/0, ties share,
seat  player  small points  place  table points
chain head: HASH (write it on the paper sheet; any change to a

$ LANG=pl_PL.UTF-8 referee protocol "GP Puck" -s 1 | grep -E '^GP Puck|punkty|^kod kontrolny|^miejsce' | sed 's/^kod kontrolny: [0-9a-f]\{4\}\( [0-9a-f]\{4\}\)\{3\} (/kod kontrolny: HASH (/'
GP Puck — sesja 1, stół 1 (2026-03-14), strona 1 z 2
końcowe małe punkty i punkty za stół (5/3/1/0, remisy dzielą, §7.4):
miejsce przy stole  zawodnik  małe punkty  lokata  pkt za stół
kod kontrolny: HASH (przepiszcie go na protokół; każda zmiana
GP Puck — sesja 1, stół 2 (2026-03-14), strona 2 z 2
małe punkty po rozdaniu 1 z 4 i punkty za stół do tej pory (5/3/1/0, remisy
miejsce przy stole  zawodnik  małe punkty  lokata  pkt za stół
kod kontrolny: HASH (przepiszcie go na protokół; każda zmiana

The blank sheet in Polish: the seat is "miejsce przy stole", the rank "lokata".

$ LANG=pl_PL.UTF-8 referee protocol "GP Puck" -s 1 -t 2 --blank | sed -n '4,5p;10,11p'
  explicit, §2.4)
nr d gra          B St. k ocz. wygr.  stopień   +1  +2  +3  +4  Σ1  Σ2  Σ3  Σ4
końcowe małe punkty i punkty za stół (5/3/1/0, remisy dzielą, §7.4):
1: Ewa                      małe pkt ______  lokata __  pkt za stół ____

On a page: each sheet's heading names the event and its page; the print
marks (top: the title, bottom: the page counters) are in the style sheet;
the rows of a blank sheet have their own column widths.

$ referee protocol "GP Puck" -s 1 -f html | grep -E '<h2>|@top-right|@bottom-right'
  @top-right { content: "GP Puck — protocol, session 1 (2026-03-14)"; font-size: 8pt; }
  @bottom-right { content: "page " counter(page) " of " counter(pages) ""; font-size: 8pt; }
<h2>GP Puck — session 1, table 1 (2026-03-14), page 1 of 2</h2>
<h2>GP Puck — session 1, table 2 (2026-03-14), page 2 of 2</h2>

$ LANG=pl_PL.UTF-8 referee protocol "GP Puck" -s 1 -f html | grep -E '<h2>|@bottom-right'
  @bottom-right { content: "strona " counter(page) " z " counter(pages) ""; font-size: 8pt; }
<h2>GP Puck — sesja 1, stół 1 (2026-03-14), strona 1 z 2</h2>
<h2>GP Puck — sesja 1, stół 2 (2026-03-14), strona 2 z 2</h2>

$ referee protocol "GP Puck" -s 1 -t 2 --blank -f html | grep -cE '<div class="fill rows">|div.rows th:nth-child\(3\)'
2

A name that would end the CSS string or the style is escaped there.

$ referee event add --deals 4 'A "B" </style>' > /dev/null && referee table seat 'A "B" </style>' -s 1 -t 1 Ala Bartek Celina Darek > /dev/null && referee protocol 'A "B" </style>' -s 1 -t 1 -f html | grep -E '@top-right|</style>'
  @top-right { content: "A \22 B\22  \3c /style\3e  — protocol, session 1, table 1"; font-size: 8pt; }
</style>
